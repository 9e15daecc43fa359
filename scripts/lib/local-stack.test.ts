// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLocalDatabase } from './local-backend';
import { FUNCTION_PATH, LISTING_PATH, startLocalStack, type LocalStack } from './local-stack';
import { contactEnquiry, formFields } from '../../supabase/functions/_shared/test-enquiries.ts';

const root = mkdtempSync(join(tmpdir(), 'local-stack-site-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
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

/** Streams `total` bytes with chunked encoding; resolves with the status and bytes written by then. */
function streamUpload(total: number): Promise<{ status: number; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    const request = httpRequest(base + FUNCTION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, written });
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

it('still serves the site', async () => {
  const response = await fetch(`${base}/fixed-income`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<title>app</title>');
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
