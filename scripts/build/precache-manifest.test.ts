// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPrecacheManifest } from './precache-manifest';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precache-manifest-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('sums the size of every file the worker precaches', async () => {
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), 'x'.repeat(100));
  await writeFile(join(dir, 'assets', 'index-abc.js'), 'y'.repeat(250));
  await writeFile(
    join(dir, 'sw.js'),
    'self.x=[{"revision":"1f2e","url":"index.html"},{"revision":null,"url":"assets/index-abc.js"}];',
  );
  expect(await readPrecacheManifest(dir)).toEqual({
    files: [
      { url: 'index.html', bytes: 100 },
      { url: 'assets/index-abc.js', bytes: 250 },
    ],
    totalBytes: 350,
    heavyMedia: [],
  });
});

it('lists the heavy media apart, outside the install-time count', async () => {
  await mkdir(join(dir, 'media'));
  await writeFile(join(dir, 'index.html'), 'x'.repeat(100));
  await writeFile(join(dir, 'media', 'hero.webm'), 'v'.repeat(4000));
  await writeFile(
    join(dir, 'sw.js'),
    'self.x=[{"revision":"1f2e","url":"index.html"},{"revision":"9a8b","url":"media/hero.webm"}];',
  );
  expect(await readPrecacheManifest(dir)).toEqual({
    files: [{ url: 'index.html', bytes: 100 }],
    totalBytes: 100,
    heavyMedia: [{ url: 'media/hero.webm', bytes: 4000 }],
  });
});

it('is null without a worker, and an error for a worker with no manifest or a missing file', async () => {
  expect(await readPrecacheManifest(dir)).toBeNull();
  await writeFile(join(dir, 'sw.js'), 'self.x=[];');
  await expect(readPrecacheManifest(dir)).rejects.toThrow('holds no precache manifest');
  await writeFile(join(dir, 'sw.js'), '[{"revision":null,"url":"gone.js"}]');
  await expect(readPrecacheManifest(dir)).rejects.toThrow(/ENOENT/);
});
