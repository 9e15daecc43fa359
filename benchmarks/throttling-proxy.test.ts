// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  headBytes,
  PacedLink,
  startThrottlingProxy,
  TIMER_SLACK_MS,
  type NetworkProfile,
  type ThrottlingProxy,
} from './throttling-proxy';

describe('PacedLink', () => {
  /** 1000 bytes a second: a byte a millisecond. */
  function link() {
    const clock = { now: 0 };
    return { clock, link: new PacedLink(1000, () => clock.now) };
  }

  it('queues what several senders reserve at once, one after the other', () => {
    const { link: shared } = link();
    expect(shared.reserve(100)).toBe(100);
    expect(shared.reserve(100)).toBe(200);
    expect(shared.reserve(50)).toBe(250);
  });

  it('starts afresh after being idle, with no credit for the idle time', () => {
    const { clock, link: shared } = link();
    shared.reserve(100);
    clock.now = 1000;
    expect(shared.reserve(100)).toBe(100);
  });

  it('does not lose the time a late timer took to come back', () => {
    const { clock, link: shared } = link();
    shared.reserve(100);
    clock.now = 100 + TIMER_SLACK_MS; // woken late, sending the next segment
    expect(shared.reserve(100)).toBe(100 - TIMER_SLACK_MS);
  });
});

describe('headBytes', () => {
  it('counts the start line, each header line and the blank line', () => {
    // "HTTP/1.1 200 OK\r\n" 17 + "Content-Length: 5\r\n" 19 + "\r\n" 2
    expect(headBytes('HTTP/1.1 200 OK', ['Content-Length', '5'])).toBe(38);
  });
});

describe('startThrottlingProxy', () => {
  const BODY_BYTES = 20_000;
  /** 100 000 bytes a second down: the body alone takes 200 ms. */
  const PROFILE: NetworkProfile = {
    name: 'test',
    downloadBytesPerSecond: 100_000,
    uploadBytesPerSecond: 100_000,
    rttMs: 100,
  };
  let site: Server;
  let origin: string;
  let proxy: ThrottlingProxy;

  beforeEach(async () => {
    site = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.end(Buffer.alloc(BODY_BYTES, 1));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    proxy = await startThrottlingProxy(PROFILE);
  });
  afterEach(async () => {
    await proxy.close();
    await new Promise((resolve) => site.close(resolve));
  });

  /** A GET through the proxy, as a browser sends it; resolves the body's length. */
  function get(path: string): Promise<number> {
    const { hostname, port } = new URL(proxy.server);
    return new Promise((resolve, reject) => {
      const sent = request(
        { host: hostname, port, path: `${origin}${path}`, headers: { 'Sec-Fetch-Dest': 'empty' } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        },
      );
      sent.on('error', reject).end();
    });
  }

  // Lower bounds only: throttling can only make an answer slower, and a busy machine slower still.
  it('holds an answer back by a handshake and a round trip, and paces its bytes', async () => {
    const start = performance.now();
    expect(await get('/a')).toBe(BODY_BYTES);
    const elapsed = performance.now() - start;
    // New connection: handshake + round trip + the body at 100 000 bytes a second.
    expect(elapsed).toBeGreaterThanOrEqual(2 * PROFILE.rttMs + 200 - TIMER_SLACK_MS);
    expect(proxy.exchanges).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: `${origin}/a`,
        fetchDest: 'empty',
        status: 200,
        newConnection: true,
        responseBytes: expect.any(Number),
      }),
    ]);
    const [exchange] = proxy.exchanges;
    expect(exchange!.responseBytes).toBeGreaterThan(BODY_BYTES);
    expect(exchange!.endedAt! - exchange!.startedAt).toBeGreaterThanOrEqual(
      2 * PROFILE.rttMs + 200 - TIMER_SLACK_MS,
    );
  });

  it('shares one link among the connections: two answers at once take twice as long', async () => {
    const start = performance.now();
    await Promise.all([get('/a'), get('/b')]);
    expect(performance.now() - start).toBeGreaterThanOrEqual(
      2 * PROFILE.rttMs + 400 - TIMER_SLACK_MS,
    );
  });
});
