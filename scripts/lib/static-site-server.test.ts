// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticSiteServer, pageStatus } from './static-site-server';

const root = mkdtempSync(join(tmpdir(), 'site-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log("hello")'.repeat(50));
writeFileSync(join(tmpdir(), 'secret.txt'), 'outside the site');

const server = createStaticSiteServer({ root });
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('knows which paths are pages', () => {
  expect(pageStatus('/')).toBe(200);
  expect(pageStatus('/fixed-income')).toBe(200);
  expect(pageStatus('/fixed-income/')).toBe(200);
  expect(pageStatus('/no-such-page')).toBe(404);
});

it('serves the app for pages: 200 for known ones, 404 for the rest', async () => {
  const known = await fetch(`${base}/capital-raising`);
  expect(known.status).toBe(200);
  expect(await known.text()).toContain('<title>app</title>');
  expect(known.headers.get('cache-control')).toBe('no-cache');
  const unknown = await fetch(`${base}/nowhere`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('<title>app</title>');
});

it('caches hashed assets for a year and compresses text', async () => {
  const response = await fetch(`${base}/assets/app-abc123.js`, {
    headers: { 'accept-encoding': 'gzip' },
    decompress: false,
  } as RequestInit);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(response.headers.get('content-encoding')).toBe('gzip');
});

it('answers 404 for a missing file rather than the app', async () => {
  const response = await fetch(`${base}/assets/missing.js`);
  expect(response.status).toBe(404);
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
