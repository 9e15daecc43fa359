/**
 * `npm run bench:load`: the local server (scripts/local-server/serve.ts, its own process, a temporary database)
 * under 50 simulated visitors, each from its own loopback address.
 *
 * 0. Warm-up: 50 enquiries, not timed (the server compiles its code on first use).
 * 1. Load: 50 clients send 10 valid enquiries each, all 50 at once (500 in all). Prints throughput
 *    and p50/p95/p99 latency. Every answer must be 201.
 * 2. Rate limit: one new address hammers the endpoint past RATE_LIMIT_MAX while 49 other new
 *    addresses keep sending. The hammer must get exactly RATE_LIMIT_MAX 201s, then only 429s with
 *    Retry-After; every other client only 201s.
 * 3. The database, opened after the server stops: every accepted enquiry exactly once and intact,
 *    nothing refused or unsent stored.
 *
 * Exits non-zero on any error, lost, duplicated or unexpected enquiry, or a rate limit that fails.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqlEnquiryStore } from '../supabase/functions/_shared/enquiry-store.ts';
import { openLocalDatabase } from '../scripts/local-server/local-backend';
import { FUNCTION_PATH } from '../scripts/local-server/local-stack';
import { startChildServer, type ChildServer } from './child-server';
import { percentile } from './statistics';
import { createLoadClient, validEnquiry, type LoadClient, type SendResult } from './load-client';
import getPort from 'get-port';
import { checkStored, isClean, type EnquiryTrace } from './load-verdict';

const CLIENTS = 50;
const PER_CLIENT = 10;
/** Equal to PER_CLIENT: the load phase sits exactly at the limit, so a limiter that lumped the
 * clients together (or counted one twice) would refuse some of the 500. */
const RATE_LIMIT_MAX = PER_CLIENT;
const WARM_UP_CLIENTS = 50;
const HAMMER_REQUESTS = 40;
const HAMMER_CONCURRENCY = 4;
const OTHERS_PER_CLIENT = 3;
/** The longest window the function accepts: a boundary passing mid-run is then all but impossible,
 * and detected if it happens (the phase is repeated on fresh addresses). */
const WINDOW_SECONDS = 86_400;

const problems: string[] = [];
const accepted: EnquiryTrace[] = [];

/** Sends `count` enquiries from one client, `concurrency` at a time. */
async function sendMany(
  client: LoadClient,
  label: string,
  count: number,
  concurrency = 1,
): Promise<SendResult[]> {
  const results: SendResult[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      try {
        results.push(await client.send(validEnquiry(`${label}-${index}`, index)));
      } catch (error) {
        problems.push(`${client.address}: request failed: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return results;
}

/** Records a 201 as accepted; anything else is a problem unless the caller expects it. */
function expectCreated(result: SendResult, who: string): void {
  let body: { id?: unknown; duplicate?: unknown } = {};
  try {
    body = JSON.parse(result.body) as typeof body;
  } catch {
    // reported below
  }
  if (result.status === 201 && body.id === result.id && body.duplicate === false) {
    accepted.push({ id: result.id, lastName: result.lastName });
  } else {
    problems.push(`${who}: expected 201 for a new enquiry, got ${result.status} ${result.body}`);
  }
}

function clients(subnet: string, count: number, url: URL, origin: string): LoadClient[] {
  return Array.from({ length: count }, (_, index) =>
    createLoadClient(`127.0.${subnet}.${index + 1}`, url, origin),
  );
}

/**
 * One enquiry from each of WARM_UP_CLIENTS other addresses, a few at a time, before anything is
 * timed: the server's code is compiled on first use, and a benchmark reports the steady state.
 * (Unwarmed, the first 50 answers here take up to 6 s.) They are checked and counted like the rest.
 */
async function warmUp(url: URL, origin: string) {
  const visitors = clients('8', WARM_UP_CLIENTS, url, origin);
  let next = 0;
  const lane = async () => {
    while (next < visitors.length) {
      const client = visitors[next++]!;
      const [result] = await sendMany(client, `warm${client.address}`, 1);
      if (result) expectCreated(result, `warm-up ${client.address}`);
      client.close();
    }
  };
  await Promise.all(Array.from({ length: 5 }, lane));
  console.log(`Warm-up: ${WARM_UP_CLIENTS} enquiries (127.0.8.x), not timed.`);
}

async function loadPhase(url: URL, origin: string) {
  const visitors = clients('1', CLIENTS, url, origin);
  const started = performance.now();
  const perClient = await Promise.all(
    visitors.map((client, index) => sendMany(client, `load${index}`, PER_CLIENT)),
  );
  const seconds = (performance.now() - started) / 1000;
  visitors.forEach((client) => client.close());
  const results = perClient.flat();
  results.forEach((result, index) => expectCreated(result, `load request ${index}`));
  const latencies = results.map((result) => result.ms);
  const total = CLIENTS * PER_CLIENT;
  console.log(
    `Load: ${total} enquiries from ${CLIENTS} clients (distinct addresses 127.0.1.1-${CLIENTS}), all at once, in ${seconds.toFixed(2)} s`,
  );
  console.log(`  throughput ${(total / seconds).toFixed(1)} enquiries/s`);
  console.log(
    `  latency p50 ${percentile(latencies, 50)?.toFixed(1)} ms, p95 ${percentile(latencies, 95)?.toFixed(1)} ms, p99 ${percentile(latencies, 99)?.toFixed(1)} ms, max ${percentile(latencies, 100)?.toFixed(1)} ms`,
  );
  const connects = results.flatMap((r) => (r.connectMs === undefined ? [] : [r.connectMs]));
  console.log(
    `  of which connecting (${connects.length} new connections): p50 ${percentile(connects, 50)?.toFixed(1)} ms, p99 ${percentile(connects, 99)?.toFixed(1)} ms`,
  );
  console.log(`  answers: ${results.filter((r) => r.status === 201).length} x 201 of ${total}`);
  if (results.length !== total)
    problems.push(`load: ${total - results.length} requests got no answer`);
}

const windowIndex = () => Math.floor(Date.now() / (WINDOW_SECONDS * 1000));

/** Returns false when a rate-limit window boundary passed during the phase (it proves nothing then). */
async function rateLimitPhase(
  url: URL,
  origin: string,
  subnets: [string, string],
): Promise<boolean> {
  const windowAtStart = windowIndex();
  const [hammer] = clients(subnets[0], 1, url, origin);
  const others = clients(subnets[1], CLIENTS - 1, url, origin);
  const [hammerResults, othersResults] = await Promise.all([
    sendMany(hammer!, `hammer${subnets[0]}`, HAMMER_REQUESTS, HAMMER_CONCURRENCY),
    Promise.all(
      others.map((client, index) =>
        sendMany(client, `other${subnets[1]}-${index}`, OTHERS_PER_CLIENT),
      ),
    ),
  ]);
  [hammer!, ...others].forEach((client) => client.close());
  if (windowIndex() !== windowAtStart) return false;

  const created = hammerResults.filter((result) => result.status === 201);
  const limited = hammerResults.filter((result) => result.status === 429);
  created.forEach((result) => expectCreated(result, `hammer ${hammer!.address}`));
  const badRetryAfter = limited.filter((result) => !(Number(result.retryAfter) >= 1));
  const other = hammerResults.filter((result) => result.status !== 201 && result.status !== 429);
  const othersFlat = othersResults.flat();
  othersFlat.forEach((result, index) => expectCreated(result, `other client request ${index}`));

  console.log(
    `Rate limit (max ${RATE_LIMIT_MAX} per address): ${hammer!.address} sent ${HAMMER_REQUESTS}, got ${created.length} x 201 and ${limited.length} x 429` +
      ` (Retry-After ${limited[0]?.retryAfter ?? 'none'} s); meanwhile ${others.length} other clients got ${othersFlat.filter((r) => r.status === 201).length} x 201 of ${othersFlat.length}`,
  );
  if (created.length !== RATE_LIMIT_MAX) {
    problems.push(`hammer: expected exactly ${RATE_LIMIT_MAX} accepted, got ${created.length}`);
  }
  if (limited.length !== HAMMER_REQUESTS - RATE_LIMIT_MAX) {
    problems.push(
      `hammer: expected ${HAMMER_REQUESTS - RATE_LIMIT_MAX} x 429, got ${limited.length}`,
    );
  }
  if (badRetryAfter.length > 0)
    problems.push(`hammer: ${badRetryAfter.length} x 429 without a valid Retry-After`);
  if (other.length > 0)
    problems.push(`hammer: unexpected answers ${other.map((r) => r.status).join(', ')}`);
  if (othersFlat.length !== (CLIENTS - 1) * OTHERS_PER_CLIENT) {
    problems.push(
      `others: ${(CLIENTS - 1) * OTHERS_PER_CLIENT - othersFlat.length} requests got no answer`,
    );
  }
  return true;
}

async function checkDatabase(dataDir: string) {
  const database = await openLocalDatabase(dataDir);
  try {
    // The same listing `npm run enquiries` prints.
    const stored = await createSqlEnquiryStore(database.sql).listEnquiries(1_000_000);
    const check = checkStored(accepted, stored);
    console.log(
      `Database: ${stored.length} stored, ${accepted.length} accepted; lost ${check.lost.length}, duplicated ${check.duplicated.length}, unexpected ${check.unexpected.length}, altered ${check.altered.length}`,
    );
    if (!isClean(check)) problems.push(`database: ${JSON.stringify(check).slice(0, 500)}`);
  } finally {
    await database.close();
  }
}

const work = mkdtempSync(join(tmpdir(), 'bench-load-'));
const dataDir = join(work, 'data');
// The benchmark is about the function: the site served beside it is one placeholder page (serve.ts
// needs an index.html), so the benchmark needs no build.
writeFileSync(join(work, 'index.html'), '<!doctype html><title>bench</title>');

let server: ChildServer | undefined;
try {
  const port = await getPort();
  const origin = `http://127.0.0.1:${port}`;
  const url = new URL(FUNCTION_PATH, origin);
  server = await startChildServer({
    name: 'local server',
    script: 'scripts/local-server/serve.ts',
    readyUrl: `${origin}/`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: work,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      ALLOWED_ORIGINS: origin,
      IP_HASH_SALT: 'bench-load',
      RESEND_API_KEY: '', // never email from a benchmark
    },
  });
  await warmUp(url, origin);
  await loadPhase(url, origin);
  if (!(await rateLimitPhase(url, origin, ['2', '3']))) {
    console.log('A rate-limit window ended during the phase: repeating it on fresh addresses.');
    await rateLimitPhase(url, origin, ['4', '5']);
  }
  const code = await server.stop();
  server = undefined;
  if (code !== 0) problems.push(`server exited with ${code} on SIGTERM`);
  await checkDatabase(dataDir);
} catch (error) {
  problems.push(`benchmark failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`bench:load FAILED (${problems.length} problems):`);
  for (const problem of problems.slice(0, 20)) console.error(`  - ${problem}`);
  process.exitCode = 1;
} else {
  console.log('bench:load passed: 0 errors, 0 lost, 0 duplicated; the rate limit held.');
}
