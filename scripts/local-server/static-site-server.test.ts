// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticSiteServer } from './static-site-server';

const root = mkdtempSync(join(tmpdir(), 'site-'));
mkdirSync(join(root, 'assets'));
mkdirSync(join(root, 'media'));
mkdirSync(join(root, 'capital-raising'));
const page = (title: string) =>
  `<!doctype html><title>${title}</title>` + '<p>page</p>'.repeat(100);
const indexHtml = page('home');
const capitalRaisingHtml = page('capital raising');
const notFoundHtml = page('not found');
const appJs = 'console.log("hello");'.repeat(200);
const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
writeFileSync(join(root, 'index.html'), indexHtml);
writeFileSync(join(root, 'capital-raising', 'index.html'), capitalRaisingHtml);
writeFileSync(join(root, '404.html'), notFoundHtml);
writeFileSync(join(root, 'assets', 'app-abc123.js'), appJs);
writeFileSync(join(root, 'assets', 'icon-abc123.png'), video.subarray(0, 100));
writeFileSync(join(root, 'media', 'hero.mp4'), video);
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
  agent?: Agent,
): Promise<RawAnswer & { reusedConnection: boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(base + path, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          reusedConnection: request.reusedSocket,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

it('answers each page with its own file, and any other path with the 404 page and 404', async () => {
  for (const path of ['/capital-raising', '/capital-raising/']) {
    const known = await get(path);
    expect(known.status).toBe(200);
    expect(known.body.toString()).toBe(capitalRaisingHtml);
    expect(known.headers['cache-control']).toBe('no-cache');
  }
  expect((await get('/')).body.toString()).toBe(indexHtml);
  for (const path of ['/nowhere', '/nowhere/', '/nowhere.html', '/assets/', '/404']) {
    const unknown = await get(path);
    expect(unknown.status, path).toBe(404);
    expect(unknown.body.toString(), path).toBe(notFoundHtml);
    expect(unknown.headers['cache-control'], path).toBe('no-cache');
  }
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
    get('/media/hero.mp4', { range: 'bytes=5000-' }),
    get('/', {}, 'POST'),
    get('/%E0%A4%A'),
    get('/functions/v1/echo', {}, 'POST'),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([
    200, 404, 200, 404, 304, 206, 416, 405, 400, 201,
  ]);
  for (const answer of answers) {
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
});

it('compresses text with Brotli or gzip as the client accepts', async () => {
  const brotli = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toBe('Accept-Encoding');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(appJs);
  expect(brotli.body.length).toBeLessThan(appJs.length / 10);

  for (const path of ['/capital-raising', '/nowhere']) {
    const gzipped = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(
      path === '/nowhere' ? notFoundHtml : capitalRaisingHtml,
    );
  }

  const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(appJs);
});

it('answers 304 to the version the client holds, and never to the 404 page', async () => {
  for (const encoding of ['br', 'identity']) {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': encoding });
    const revalidated = await get('/assets/app-abc123.js', {
      'accept-encoding': encoding,
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const notFound = await get('/nowhere');
  const again = await get('/nowhere', { 'if-none-match': String(notFound.headers.etag) });
  expect(again.status).toBe(404);
  expect(again.body.toString()).toBe(notFoundHtml);
});

it('serves what is on disk now: a new build copied over a running server is served at once', async () => {
  const name = `/assets/later-${Date.now()}.js`;
  expect((await get(name)).status).toBe(404);
  writeFileSync(join(root, name), 'console.log("second build");');
  const later = await get(name);
  expect(later.status).toBe(200);
  expect(later.body.toString()).toBe('console.log("second build");');
});

it('never compresses images or video, and answers byte ranges of them', async () => {
  const image = await get('/assets/icon-abc123.png', { 'accept-encoding': 'br, gzip' });
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.body.equals(video.subarray(0, 100))).toBe(true);

  const whole = await get('/media/hero.mp4', { 'accept-encoding': 'br, gzip' });
  expect(whole.status).toBe(200);
  expect(whole.headers['content-type']).toBe('video/mp4');
  expect(whole.headers['content-encoding']).toBeUndefined();
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.body.equals(video)).toBe(true);

  const part = await get('/media/hero.mp4', { range: 'bytes=100-199', 'accept-encoding': 'br' });
  expect(part.status).toBe(206);
  expect(part.headers['content-encoding']).toBeUndefined();
  expect(part.headers['content-range']).toBe('bytes 100-199/1000');
  expect(part.body.equals(video.subarray(100, 200))).toBe(true);

  // What Chromium asks for first when it plays a video.
  const open = await get('/media/hero.mp4', { range: 'bytes=0-' });
  expect(open.status).toBe(206);
  expect(open.headers['content-range']).toBe('bytes 0-999/1000');

  const tail = await get('/media/hero.mp4', { range: 'bytes=-10' });
  expect(tail.body.equals(video.subarray(990))).toBe(true);

  const beyond = await get('/media/hero.mp4', { range: 'bytes=5000-' });
  expect(beyond.status).toBe(416);
  expect(beyond.headers['content-range']).toBe('bytes */1000');
  expect(beyond.headers['cache-control']).toBe('no-cache');

  // A range of a version the client no longer has would splice two files: the whole file instead.
  const stale = await get('/media/hero.mp4', { range: 'bytes=0-9', 'if-range': '"old"' });
  expect(stale.status).toBe(200);
  expect(stale.body.equals(video)).toBe(true);
});

it('sends a byte range of text as it is on disk, uncompressed', async () => {
  // Larger than the size below which nothing is compressed anyway.
  const range = { range: 'bytes=0-1999', 'accept-encoding': 'br' };
  const part = await get('/assets/app-abc123.js', range);
  expect(part.status).toBe(206);
  expect(part.headers['content-encoding']).toBeUndefined();
  expect(part.body.toString()).toBe(appJs.slice(0, 2000));
});

it('answers HEAD with the headers only', async () => {
  const head = await get('/assets/app-abc123.js', {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(Number(head.headers['content-length'])).toBe(appJs.length);
});

it('answers 404 for a missing file rather than a page, and never serves the hosting rules', async () => {
  const missing = await get('/assets/missing.js');
  expect(missing.status).toBe(404);
  expect(missing.body.toString()).toBe('Not found');
  const rules = await get('/_headers');
  expect(rules.status).toBe(404);
  expect(rules.body.toString()).not.toContain('Content-Security-Policy');
});

it('never serves a file outside the site', async () => {
  for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
    const answer = await get(path);
    expect(answer.status, path).toBe(404);
    expect(answer.body.toString()).not.toContain('outside the site');
  }
});

it('refuses methods other than GET and HEAD', async () => {
  const answer = await get('/', {}, 'POST');
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe('GET, HEAD');
});

it('keeps an idle connection open for longer than a page waits between its requests', async () => {
  // Node closes one after 5 s; the home page asks for its code some 5.5 s after its first
  // requests, and a request crossing the server's close fails in Firefox's worker.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await get('/', {}, 'GET', agent)).reusedConnection).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const later = await get('/assets/app-abc123.js', {}, 'GET', agent);
    expect(later.status).toBe(200);
    expect(later.reusedConnection).toBe(true);
  } finally {
    agent.destroy();
  }
}, 15_000);
