/**
 * `npm run bench:enquiries`: starts its own local server (free port, empty temporary database, rate
 * limit raised, email off), sends 1,000 valid enquiries through HTTP 50 at a time, and prints
 * throughput, p50 and p95 latency and how many were stored. Fails unless every one was stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capitalRaisingEnquiry, contactEnquiry } from '#shared/test-enquiries';
import { benchCommandLine } from './command-line';
import { percentile } from './statistics';
import { FUNCTION_PATH, startLocalStack } from '../scripts/local-server/local-stack';

benchCommandLine('bench:enquiries', 'Usage: npm run bench:enquiries (no options)').read({
  options: { help: { type: 'boolean' } },
});

const TOTAL = 1000;
const CONCURRENCY = 50;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-enquiries-data-'));
const root = mkdtempSync(join(tmpdir(), 'bench-enquiries-site-'));
const stack = await startLocalStack({
  root,
  port: 0,
  dataDir,
  // Email off whatever the shell has set: a benchmark must not send a thousand emails.
  env: { ...process.env, RATE_LIMIT_MAX: '1000000', RESEND_API_KEY: '' },
});
const origin = `http://localhost:${stack.port}`;

const latencies: number[] = [];
const failures: string[] = [];
let next = 0;
async function sender() {
  while (next < TOTAL) {
    const index = next++;
    // Every fourth from the capital raising form, as on the site's pages.
    const body = JSON.stringify(index % 4 === 3 ? capitalRaisingEnquiry() : contactEnquiry());
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${FUNCTION_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body,
      });
      const answer = await response.text();
      if (response.status !== 201) failures.push(`${response.status} ${answer}`);
    } catch (error) {
      failures.push(String(error));
    }
    latencies.push(performance.now() - started);
  }
}

let stored = 0;
try {
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await stack.database.sql.query<{ count: number }>(
    'select count(*)::int as count from public.enquiries',
  );
  stored = rows[0]?.count ?? 0;
  console.log(`Sent ${TOTAL} enquiries, ${CONCURRENCY} at a time, in ${seconds.toFixed(2)} s`);
  console.log(`Throughput: ${(TOTAL / seconds).toFixed(1)} enquiries/s`);
  console.log(
    `Latency: p50 ${percentile(latencies, 50)?.toFixed(1)} ms, p95 ${percentile(latencies, 95)?.toFixed(1)} ms`,
  );
  console.log(`Stored: ${stored} of ${TOTAL}`);
  if (failures.length > 0) {
    console.error(`${failures.length} failed, e.g. ${failures.slice(0, 3).join(' | ')}`);
  }
} finally {
  await stack.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
}
process.exitCode = stored === TOTAL && failures.length === 0 ? 0 : 1;
