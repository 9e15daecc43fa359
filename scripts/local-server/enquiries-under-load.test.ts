// @vitest-environment node
/**
 * The local server under 50 visitors at once, each from its own loopback address (Linux routes all
 * of 127/8 to loopback, and the server gives the function each connection's address, so it
 * rate-limits them as distinct clients): every enquiry it accepts is stored exactly once and
 * intact, and the per-address limit holds for one address without touching the others.
 * `npm run bench:enquiries` measures how fast it answers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capitalRaisingEnquiry, contactEnquiry } from '#shared/test-enquiries';
import { createSqlEnquiryStore } from '#shared/enquiry-store';
import { openLocalDatabase } from './local-backend';
import { FUNCTION_PATH, startLocalStack, type LocalStack } from './local-stack';

const CLIENTS = 50;
/** Each client sends exactly the limit: a limiter that lumped clients together would refuse some. */
const RATE_LIMIT_MAX = 10;
const HAMMER_REQUESTS = 40;
const OTHERS_PER_CLIENT = 3;
/** The longest window the function accepts, so a boundary passing mid-phase is all but impossible. */
const WINDOW_SECONDS = 86_400;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/** A visitor at `address` posting over kept-alive connections, with no address header of its own. */
function visitor(address: string, url: URL) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const send = (enquiry: object) =>
    new Promise<Answer>((resolve, reject) => {
      const body = JSON.stringify(enquiry);
      const headers = { 'content-type': 'application/json', origin: url.origin };
      request(url, { method: 'POST', agent, localAddress: address, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
        .on('error', reject)
        .end(body);
    });
  return { send, close: () => agent.destroy() };
}

const site = mkdtempSync(join(tmpdir(), 'under-load-site-'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>under load</title>');
const dataDir = join(mkdtempSync(join(tmpdir(), 'under-load-data-')), 'pglite');
let stack: LocalStack | undefined;
let url: URL;
/** Every enquiry answered 201: its id -> its sender's label (stored as its last name). */
const accepted = new Map<string, string>();

beforeAll(async () => {
  stack = await startLocalStack({
    root: site,
    port: 0,
    dataDir,
    env: {
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      RESEND_API_KEY: '',
    },
    log: () => {},
  });
  url = new URL(FUNCTION_PATH, `http://127.0.0.1:${stack.port}`);
});

afterAll(async () => {
  await stack?.close();
  rmSync(site, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Sends `count` enquiries from `address`, `concurrency` at a time; each is labelled, and every
 * fourth comes from the capital raising form. Records the accepted ones.
 */
async function sendMany(address: string, count: number, concurrency = 1): Promise<Answer[]> {
  const client = visitor(address, url);
  const answers: Answer[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      const lastName = `Visitor ${address} ${index}`;
      const enquiry =
        index % 4 === 3 ? capitalRaisingEnquiry({ lastName }) : contactEnquiry({ lastName });
      const answer = await client.send(enquiry);
      if (answer.status === 201) {
        expect(JSON.parse(answer.body)).toEqual({ id: enquiry.id, duplicate: false });
        accepted.set(enquiry.id, lastName);
      }
      answers.push(answer);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane)).finally(client.close);
  return answers;
}

const addresses = (subnet: number, count: number) =>
  Array.from({ length: count }, (_, index) => `127.0.${subnet}.${index + 1}`);
const statuses = (answers: readonly Answer[]) => answers.map((answer) => answer.status);

it('accepts the limit from each of 50 clients sending at once', { timeout: 120_000 }, async () => {
  const answers = await Promise.all(
    addresses(1, CLIENTS).map((address) => sendMany(address, RATE_LIMIT_MAX)),
  );
  expect(statuses(answers.flat())).toEqual(Array(CLIENTS * RATE_LIMIT_MAX).fill(201));
});

it(
  'holds one address to the limit while the others keep sending',
  { timeout: 120_000 },
  async () => {
    const windowIndex = () => Math.floor(Date.now() / (WINDOW_SECONDS * 1000));
    // A window that ends during the phase proves nothing: then it is repeated on fresh addresses.
    for (const [hammerSubnet, othersSubnet] of [
      [2, 3],
      [4, 5],
    ] as const) {
      const windowAtStart = windowIndex();
      const [hammer, others] = await Promise.all([
        sendMany(addresses(hammerSubnet, 1)[0]!, HAMMER_REQUESTS, 4),
        Promise.all(
          addresses(othersSubnet, CLIENTS - 1).map((address) =>
            sendMany(address, OTHERS_PER_CLIENT),
          ),
        ),
      ]);
      if (windowIndex() !== windowAtStart) continue;
      const limited = hammer.filter((answer) => answer.status === 429);
      expect(statuses(hammer).filter((status) => status === 201)).toHaveLength(RATE_LIMIT_MAX);
      expect(limited).toHaveLength(HAMMER_REQUESTS - RATE_LIMIT_MAX);
      for (const answer of limited) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(statuses(others.flat())).toEqual(Array((CLIENTS - 1) * OTHERS_PER_CLIENT).fill(201));
      return;
    }
    throw new Error('a rate-limit window ended during both attempts');
  },
);

it('has stored every accepted enquiry exactly once, intact, and nothing else', async () => {
  await stack!.close();
  stack = undefined;
  const database = await openLocalDatabase(dataDir);
  try {
    const stored = await createSqlEnquiryStore(database.sql).listEnquiries(1_000_000);
    expect(stored.map((row) => row.id).sort()).toEqual([...accepted.keys()].sort());
    for (const row of stored) expect(row.lastName).toBe(accepted.get(row.id));
  } finally {
    await database.close();
  }
});
