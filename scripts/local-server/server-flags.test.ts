// @vitest-environment node
import { parseServerFlags } from './server-flags';

it('takes --port as Vite does, over PORT, over the default of each server', () => {
  expect(parseServerFlags([], {})).toEqual({ dev: false, port: 4173, host: undefined });
  expect(parseServerFlags(['--dev'], {}).port).toBe(5173);
  expect(parseServerFlags(['--dev'], { PORT: '4000' }).port).toBe(4000);
  expect(parseServerFlags(['--dev', '--port', '3000'], { PORT: '4000' }).port).toBe(3000);
  expect(parseServerFlags(['--port=3001'], {}).port).toBe(3001);
});

it('listens on every address for a bare --host, and on the one given otherwise', () => {
  expect(parseServerFlags(['--host'], {}).host).toBe('0.0.0.0');
  expect(parseServerFlags(['--host', '--port', '3000'], {})).toEqual({
    dev: false,
    port: 3000,
    host: '0.0.0.0',
  });
  expect(parseServerFlags(['--host', '127.0.0.1'], {}).host).toBe('127.0.0.1');
  expect(parseServerFlags(['--host=192.168.1.20', '--dev'], {}).host).toBe('192.168.1.20');
});

it('says which flag or setting is wrong', () => {
  expect(() => parseServerFlags(['--port', 'abc'], {})).toThrow(
    '--port must be a whole number from 1 to 65535, not "abc".',
  );
  expect(() => parseServerFlags([], { PORT: '70000' })).toThrow('PORT must be a whole number');
  expect(() => parseServerFlags(['--open'], {})).toThrow(
    /Unknown option '--open'.*takes --port <number> and --host \[address\]/,
  );
});
