// @vitest-environment node
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticSiteServer, pageStatus, parseRange, pickEncoding } from './static-site-server';

const root = mkdtempSync(join(tmpdir(), 'site-'));
mkdirSync(join(root, 'assets'));
mkdirSync(join(root, 'media'));
const indexHtml = '<!doctype html><title>app</title>' + '<p>page</p>'.repeat(100);
const appJs = 'console.log("hello");'.repeat(200);
const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
writeFileSync(join(root, 'index.html'), indexHtml);
writeFileSync(join(root, 'assets', 'app-abc123.js'), appJs);
writeFileSync(join(root, 'assets', 'icon-abc123.png'), video.subarray(0, 100));
writeFileSync(join(root, 'media', 'hero.mp4'), video);
writeFileSync(join(root, 'changing.txt'), 'first version '.repeat(20));
// The build's hosting rules, which the server must apply as they are.
writeFileSync(
  join(root, '_headers'),
  [
    '/*',
    "  Content-Security-Policy: default-src 'self'",
    '  X-Content-Type-Options: nosniff',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/capital-raising',
    '  Cache-Control: no-cache',
    '',
  ].join('\n'),
);
writeFileSync(join(tmpdir(), 'secret.txt'), 'outside the site');

const server = createStaticSiteServer({
  root,
  routes: {
    '/functions/v1/echo': async (_request, response) => {
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
    },
  },
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
}

/** A request whose answer is read byte for byte (fetch would decompress it). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(base + path, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

it('knows which paths are pages', () => {
  expect(pageStatus('/')).toBe(200);
  expect(pageStatus('/fixed-income')).toBe(200);
  expect(pageStatus('/fixed-income/')).toBe(200);
  expect(pageStatus('/no-such-page')).toBe(404);
});

it('serves the app for pages: 200 for known ones, 404 for the rest', async () => {
  const known = await fetch(`${base}/capital-raising`);
  expect(known.status).toBe(200);
  expect(await known.text()).toBe(indexHtml);
  expect(known.headers.get('cache-control')).toBe('no-cache');
  const unknown = await fetch(`${base}/nowhere`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toBe(indexHtml);
  expect(unknown.headers.get('cache-control')).toBe('no-cache');
});

it('caches hashed assets for a year and revalidates everything else', async () => {
  const asset = await get('/assets/app-abc123.js');
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect((await get('/media/hero.mp4')).headers['cache-control']).toBe('no-cache');
  // A missing asset is not cached for a year under its would-be name.
  expect((await get('/assets/missing.js')).headers['cache-control']).toBe('no-cache');
});

it('puts the hosting rules on every answer: pages, files, 404s, 304s, ranges, errors, routes', async () => {
  const etag = (await get('/assets/app-abc123.js')).headers.etag ?? '';
  const answers = await Promise.all([
    get('/'),
    get('/nowhere'),
    get('/assets/app-abc123.js'),
    get('/assets/missing.js'),
    get('/assets/app-abc123.js', { 'if-none-match': etag }),
    get('/media/hero.mp4', { range: 'bytes=0-9' }),
    get('/', {}, 'POST'),
    get('/%E0%A4%A'),
    get('/functions/v1/echo', {}, 'POST'),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([
    200, 404, 200, 404, 304, 206, 405, 400, 201,
  ]);
  for (const answer of answers) {
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
});

it('compresses text with Brotli or gzip as the client accepts, the same bytes each time', async () => {
  const brotli = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toBe('Accept-Encoding');
  expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  expect(brotliDecompressSync(brotli.body).toString()).toBe(appJs);
  expect(brotli.body.length).toBeLessThan(appJs.length / 10);

  const gzipped = await get('/capital-raising', { 'accept-encoding': 'gzip' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body).toString()).toBe(indexHtml);

  const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(appJs);

  const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
  expect(again.body.equals(brotli.body)).toBe(true);
  expect(again.headers.etag).toBe(brotli.headers.etag);
});

it('gives each encoding its own ETag and answers 304 to the one the client holds', async () => {
  const brotli = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
  const gzipped = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
  const plain = await get('/assets/app-abc123.js');
  const tags = [brotli, gzipped, plain].map((answer) => answer.headers.etag);
  expect(new Set(tags).size).toBe(3);

  const revalidated = await get('/assets/app-abc123.js', {
    'accept-encoding': 'br',
    'if-none-match': String(brotli.headers.etag),
  });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.length).toBe(0);
  expect(revalidated.headers.etag).toBe(brotli.headers.etag);
  expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // The client holds the Brotli form but now accepts only gzip: it needs the gzip bytes.
  const otherEncoding = await get('/assets/app-abc123.js', {
    'accept-encoding': 'gzip',
    'if-none-match': String(brotli.headers.etag),
  });
  expect(otherEncoding.status).toBe(200);
  // A 404 page is never "not modified", even though it is the same file as the app.
  const notFound = await get('/nowhere', { 'if-none-match': String(plain.headers.etag) });
  expect(notFound.status).toBe(404);
});

it('compresses each file once, and again only when it changes on disk', async () => {
  const file = join(root, 'changing.txt');
  const built = new Date('2026-01-01T00:00:00Z');
  utimesSync(file, built, built);
  const first = await get('/changing.txt', { 'accept-encoding': 'br' });
  expect(brotliDecompressSync(first.body).toString()).toMatch(/^first version/);
  // Same size, same modification time: the server keeps what it made (it does not reread or
  // recompress per request), so it still sends the first version.
  writeFileSync(file, 'other version '.repeat(20));
  utimesSync(file, built, built);
  const cached = await get('/changing.txt', { 'accept-encoding': 'br' });
  expect(cached.body.equals(first.body)).toBe(true);
  // A real change (a new build) has a new modification time: new bytes, new ETag.
  const rebuilt = new Date('2026-01-02T00:00:00Z');
  utimesSync(file, rebuilt, rebuilt);
  const changed = await get('/changing.txt', { 'accept-encoding': 'br' });
  expect(brotliDecompressSync(changed.body).toString()).toMatch(/^other version/);
  expect(changed.headers.etag).not.toBe(first.headers.etag);
});

it('never compresses images or video, and answers byte ranges of them', async () => {
  const image = await get('/assets/icon-abc123.png', { 'accept-encoding': 'br, gzip' });
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.body.equals(video.subarray(0, 100))).toBe(true);

  const whole = await get('/media/hero.mp4', { 'accept-encoding': 'br, gzip' });
  expect(whole.status).toBe(200);
  expect(whole.headers['content-encoding']).toBeUndefined();
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.body.equals(video)).toBe(true);

  const part = await get('/media/hero.mp4', { range: 'bytes=100-199', 'accept-encoding': 'br' });
  expect(part.status).toBe(206);
  expect(part.headers['content-encoding']).toBeUndefined();
  expect(part.headers['content-range']).toBe('bytes 100-199/1000');
  expect(part.body.equals(video.subarray(100, 200))).toBe(true);

  const tail = await get('/media/hero.mp4', { range: 'bytes=-10' });
  expect(tail.body.equals(video.subarray(990))).toBe(true);

  const beyond = await get('/media/hero.mp4', { range: 'bytes=5000-' });
  expect(beyond.status).toBe(416);
  expect(beyond.headers['content-range']).toBe('bytes */1000');

  // A range of a version the client no longer has would splice two files: the whole file instead.
  const stale = await get('/media/hero.mp4', { range: 'bytes=0-9', 'if-range': '"old"' });
  expect(stale.status).toBe(200);
  expect(stale.body.equals(video)).toBe(true);
});

it('answers HEAD with the headers only', async () => {
  const head = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  expect(head.headers['content-encoding']).toBe('gzip');
});

it('reads Accept-Encoding and Range the way clients send them', () => {
  expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
  expect(pickEncoding('*')).toBe('br');
  expect(pickEncoding('identity')).toBeNull();
  expect(pickEncoding('')).toBeNull();
  expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
  expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
  expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
  expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
  expect(parseRange('bytes=0-1,4-5', 10)).toBeNull();
  expect(parseRange('items=0-1', 10)).toBeNull();
});

it('answers 404 for a missing file rather than the app, and never serves the hosting rules', async () => {
  expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  const rules = await fetch(`${base}/_headers`);
  expect(rules.status).toBe(404);
  expect(await rules.text()).not.toContain('Content-Security-Policy');
});

it('never serves a file outside the site', async () => {
  for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
    const response = await fetch(base + path);
    expect(await response.text()).not.toContain('outside the site');
  }
});

it('refuses methods other than GET and HEAD', async () => {
  const response = await fetch(`${base}/`, { method: 'POST' });
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('GET, HEAD');
});
