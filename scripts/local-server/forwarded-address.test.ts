// @vitest-environment node
/**
 * The local server is the proxy in front of the function, as Supabase's are there: it says who the
 * visitor is from the connection, never from what the client sent, so each visitor has a rate limit
 * bucket of their own. Every address here is a loopback one (Linux routes all of 127/8 to loopback).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saltedHash } from '#shared/hashing';
import { contactEnquiry } from '#shared/test-enquiries';
import { forwardClientAddress } from './local-backend';
import { FUNCTION_PATH, startLocalStack, type LocalStack } from './local-stack';

describe('forwardClientAddress', () => {
  it('replaces whatever the client said with the connection address', () => {
    const headers = new Headers({
      'cf-connecting-ip': '203.0.113.1',
      'x-forwarded-for': '203.0.113.2, 203.0.113.3',
      'content-type': 'application/json',
    });
    forwardClientAddress(headers, '::ffff:127.0.0.5');
    expect(Object.fromEntries(headers)).toEqual({
      'x-forwarded-for': '::ffff:127.0.0.5',
      'content-type': 'application/json',
    });
  });

  it('gives no address when the connection has none', () => {
    const headers = new Headers({ 'cf-connecting-ip': '203.0.113.1', 'x-forwarded-for': '::1' });
    forwardClientAddress(headers, undefined);
    expect([...headers]).toEqual([]);
  });
});

describe('the rate limit on the local stack', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'forwarded-address-'));
  writeFileSync(join(workDir, 'index.html'), '<!doctype html><title>app</title>');
  let stack: LocalStack;
  let origin = '';
  beforeAll(async () => {
    stack = await startLocalStack({
      root: workDir,
      port: 0,
      // A day's window: a new one starting mid-test (at midnight UTC) would refill the buckets.
      env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '86400' },
      log: () => {},
    });
    origin = `http://127.0.0.1:${stack.port}`;
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  /** Posts a fresh enquiry from `localAddress` over a new connection; resolves with the status. */
  function post(localAddress: string, headers: Record<string, string> = {}): Promise<number> {
    return new Promise((resolve, reject) => {
      httpRequest(
        origin + FUNCTION_PATH,
        {
          method: 'POST',
          agent: false,
          localAddress,
          headers: { 'content-type': 'application/json', origin, ...headers },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      )
        .on('error', reject)
        .end(JSON.stringify(contactEnquiry()));
    });
  }

  /** Hits counted so far, by the one of `addresses` whose salted hash keys them (else null). */
  async function hitsByAddress(...addresses: string[]) {
    const byHash = new Map<string, string>();
    for (const address of addresses) {
      byHash.set(await saltedHash(stack.config.ipHashSalt, address), address);
    }
    const { rows } = await stack.database.sql.query<{ client_hash: string; hits: number }>(
      'select client_hash, hits from public.enquiry_rate_limits',
    );
    return new Map(rows.map((row) => [byHash.get(row.client_hash) ?? null, row.hits]));
  }

  const spoofs: Record<string, string>[] = [
    { 'x-forwarded-for': '127.0.0.9' },
    { 'x-forwarded-for': '127.0.0.9, 127.0.0.10' },
    { 'cf-connecting-ip': '127.0.0.9' },
    { 'cf-connecting-ip': '127.0.0.9', 'x-forwarded-for': '127.0.0.10' },
  ];

  it('gives two local addresses separate buckets, and no header lets a client out of its own', async () => {
    expect([await post('127.0.0.1'), await post('127.0.0.1'), await post('127.0.0.1')]).toEqual([
      201, 201, 429,
    ]);
    for (const headers of spoofs)
      expect(await post('127.0.0.1', headers), JSON.stringify(headers)).toBe(429);
    expect([await post('127.0.0.2'), await post('127.0.0.2'), await post('127.0.0.2')]).toEqual([
      201, 201, 429,
    ]);
    // Nor into someone else's: the headers name 127.0.0.4, the enquiries count against 127.0.0.3.
    const naming = { 'cf-connecting-ip': '127.0.0.4', 'x-forwarded-for': '127.0.0.4' };
    expect([await post('127.0.0.3', naming), await post('127.0.0.3', naming)]).toEqual([201, 201]);
    expect(await post('127.0.0.4')).toBe(201);

    // Every hit is keyed on the connection's address: none on one a client sent, none unidentified.
    expect(await hitsByAddress('127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4')).toEqual(
      new Map([
        ['127.0.0.1', 3 + spoofs.length],
        ['127.0.0.2', 3],
        ['127.0.0.3', 2],
        ['127.0.0.4', 1],
      ]),
    );
  });
});
