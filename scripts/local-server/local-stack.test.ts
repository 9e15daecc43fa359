// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openLocalDatabase } from './local-backend';
import { FUNCTION_PATH, LISTING_PATH, startLocalStack, type LocalStack } from './local-stack';
import {
  formatHeadersFile,
  headerRules,
  headersForPath,
  siteOrigins,
} from '../build/security-headers';
import { contactEnquiry, formFields } from '#shared/test-enquiries';

/** A built site in small: prerendered pages, the 404 page, the worker, a script and the video. */
const root = mkdtempSync(join(tmpdir(), 'local-stack-site-'));
const siteFiles: Record<string, string> = {
  'index.html': '<!doctype html><title>home</title>',
  'fixed-income/index.html': '<!doctype html><title>fixed income</title>',
  '404.html': '<!doctype html><title>not found</title>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'assets/index-abc123.js': 'console.log("the app");'.repeat(200),
  'media/hero.mp4': 'v'.repeat(5000),
};
for (const [path, text] of Object.entries(siteFiles)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
// The hosting rules this environment's build would write (inline texts aside).
const rules = headerRules(siteOrigins(process.env), { styles: [], scripts: [] });
writeFileSync(join(root, '_headers'), formatHeadersFile(rules));
const dataDir = join(mkdtempSync(join(tmpdir(), 'local-stack-data-')), 'pglite');

const start = () => startLocalStack({ root, port: 0, dataDir, env: {}, log: () => {} });
let stack: LocalStack;
let base = '';
beforeAll(async () => {
  stack = await start();
  base = `http://localhost:${stack.port}`;
});
afterAll(() => stack.close());

const enquiry = contactEnquiry({ page: 'Alternative Assets' });

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(base + FUNCTION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

/** Streams `total` bytes with chunked encoding; resolves with the answer and bytes written by then. */
function streamUpload(
  total: number,
): Promise<{ status: number; connection?: string; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    const request = httpRequest(base + FUNCTION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({
        status: response.statusCode ?? 0,
        connection: response.headers.connection,
        written,
      });
      request.destroy();
    });
    request.on('error', (error) => (written >= total ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024, 0x20);
    const pump = () => {
      while (written < total && !request.destroyed) {
        written += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

it('serves the site as the host would, with the hosting headers on every answer', async () => {
  const answers = {
    '/': await fetch(`${base}/`),
    '/fixed-income': await fetch(`${base}/fixed-income`),
    '/nope': await fetch(`${base}/nope`),
    '/sw.js': await fetch(`${base}/sw.js`),
    '/assets/index-abc123.js': await fetch(`${base}/assets/index-abc123.js`),
    [FUNCTION_PATH]: await fetch(base + FUNCTION_PATH, { method: 'OPTIONS' }),
  };
  expect(await answers['/'].text()).toBe(siteFiles['index.html']);
  expect(await answers['/fixed-income'].text()).toBe(siteFiles['fixed-income/index.html']);
  expect(answers['/nope'].status).toBe(404);
  expect(await answers['/nope'].text()).toBe(siteFiles['404.html']);
  for (const [path, answer] of Object.entries(answers)) {
    for (const [name, value] of headersForPath(rules, path)) {
      // Errors are revalidated whatever the path's caching.
      if (name === 'cache-control' && answer.status !== 200) continue;
      expect(answer.headers.get(name), `${name} of ${path}`).toBe(value);
    }
  }
  expect(answers['/'].headers.get('content-security-policy')).toContain("default-src 'self'");
  // The worker is revalidated on every use, or visitors would keep an old version of the site.
  expect(answers['/sw.js'].headers.get('cache-control')).toBe('no-cache');
});

it('compresses text and answers byte ranges of the video', async () => {
  const script = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    httpRequest(
      `${base}/assets/index-abc123.js`,
      { headers: { 'accept-encoding': 'gzip' } },
      (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () =>
          resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
  expect(script.encoding).toBe('gzip');
  expect(gunzipSync(script.body).toString()).toBe(siteFiles['assets/index-abc123.js']);

  const video = await fetch(`${base}/media/hero.mp4`, { headers: { range: 'bytes=0-' } });
  expect(video.status).toBe(206);
  expect(video.headers.get('content-range')).toBe('bytes 0-4999/5000');
});

it('mounts the function, with CORS for its own origins by default', async () => {
  const preflight = await fetch(base + FUNCTION_PATH, {
    method: 'OPTIONS',
    headers: { origin: base, 'access-control-request-method': 'POST' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe(base);

  const response = await send(enquiry);
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ id: enquiry.id, duplicate: false });
  expect((await send(enquiry)).status).toBe(200);
});

it('refuses a body over 16 KiB, declared or streamed, without reading it all', async () => {
  const declared = await send({ ...enquiry, message: 'x'.repeat(17_000) });
  expect(declared.status).toBe(413);
  // What the server had read off the socket when it answered: a socket read or two, not 5 MiB.
  let readByServer = Infinity;
  stack.server.once('request', (request, response) =>
    response.on('finish', () => (readByServer = request.socket.bytesRead)),
  );
  const streamed = await streamUpload(5 * 1024 * 1024);
  expect(streamed.status).toBe(413);
  // The rest of the upload is never read, so the socket cannot carry another request.
  expect(streamed.connection).toBe('close');
  expect(streamed.written).toBeLessThan(5 * 1024 * 1024);
  expect(readByServer).toBeLessThan(256 * 1024);
});

it('takes a form posted without JavaScript: 303 to the confirmation, stored once however often sent', async () => {
  const fields = formFields(
    contactEnquiry({
      page: 'Fixed Income',
      message: 'Posted as a form.',
    }),
  );
  const postForm = () =>
    fetch(base + FUNCTION_PATH, {
      method: 'POST',
      headers: { origin: base },
      // A URLSearchParams body is sent as application/x-www-form-urlencoded, as a form is.
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const answers = await Promise.all([postForm(), postForm(), postForm()]);
  expect(answers.map((answer) => [answer.status, answer.headers.get('location')])).toEqual(
    Array(3).fill([303, `${base}/enquiry-received`]),
  );
  const { rows } = await stack.database.sql.query<{ page: string }>(
    `select page from public.enquiries where message = 'Posted as a form.'`,
  );
  expect(rows).toEqual([{ page: 'Fixed Income' }]);
  await stack.database.sql.query(
    `delete from public.enquiries where message = 'Posted as a form.'`,
  );
});

it('lists the enquiries to loopback clients asking for a loopback host only', async () => {
  const listing = await fetch(base + LISTING_PATH);
  expect(listing.status).toBe(200);
  expect(await listing.json()).toEqual([
    expect.objectContaining({
      id: enquiry.id,
      page: 'Alternative Assets',
      country: enquiry.country,
    }),
  ]);
  const rebound = await new Promise<number>((resolve, reject) => {
    httpRequest(base + LISTING_PATH, { headers: { host: 'attacker.example' } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
  expect(rebound).toBe(404);
});

it('keeps every enquiry across a restart, and holds the database while running', async () => {
  await expect(openLocalDatabase(dataDir)).rejects.toThrow(
    `in use by the server on port ${stack.port} (process ${process.pid})`,
  );
  await stack.close();
  stack = await start();
  base = `http://localhost:${stack.port}`;
  const listing = (await (await fetch(base + LISTING_PATH)).json()) as { id: string }[];
  expect(listing.map((row) => row.id)).toEqual([enquiry.id]);
});
