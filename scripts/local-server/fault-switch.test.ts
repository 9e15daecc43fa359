// @vitest-environment node
/** The end-to-end tests' database fault switch: off unless asked for, and scoped to one client. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAULT_SCOPE_COOKIE } from './local-backend';
import { FAULTS_PATH, FUNCTION_PATH, startLocalStack, type LocalStack } from './local-stack';
import { contactEnquiry } from '#shared/test-enquiries';

const root = mkdtempSync(join(tmpdir(), 'fault-switch-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
const stacks: LocalStack[] = [];
const start = async (env: Record<string, string>) => {
  const stack = await startLocalStack({ root, port: 0, env, log: () => {} });
  stacks.push(stack);
  return { stack, base: `http://localhost:${stack.port}` };
};
afterAll(async () => {
  await Promise.all(stacks.map((stack) => stack.close()));
  rmSync(root, { recursive: true, force: true });
});

const send = (base: string, scope?: string) =>
  fetch(base + FUNCTION_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(scope ? { cookie: `${FAULT_SCOPE_COOKIE}=${scope}` } : {}),
    },
    body: JSON.stringify(contactEnquiry()),
  });

const setFault = (base: string, body: unknown) =>
  fetch(base + FAULTS_PATH, { method: 'POST', body: JSON.stringify(body) });

it('is not there unless LOCAL_FAULTS=1', async () => {
  const { base } = await start({});
  const answer = await setFault(base, { scope: 'a', database: 'down' });
  expect(answer.status).not.toBe(204);
  expect((await send(base, 'a')).status).toBe(201);
}, 120_000);

it('fails the database for the scope that set it only, until it is lifted', async () => {
  const { stack, base } = await start({ LOCAL_FAULTS: '1' });
  expect((await setFault(base, { scope: 'test-1', database: 'down' })).status).toBe(204);

  const faulted = await send(base, 'test-1');
  expect(faulted.status).toBe(503);
  expect(faulted.headers.get('retry-after')).toBe('30');
  expect((await send(base)).status).toBe(201);
  expect((await send(base, 'test-2')).status).toBe(201);

  expect((await setFault(base, { scope: 'test-1', database: 'up' })).status).toBe(204);
  expect((await send(base, 'test-1')).status).toBe(201);
  expect(await stack.store.listEnquiries()).toHaveLength(3);
}, 120_000);

it('says what it expects when asked wrongly', async () => {
  const { base } = await start({ LOCAL_FAULTS: '1' });
  for (const body of [{}, { scope: 'x', database: 'sideways' }, { database: 'down' }]) {
    const answer = await setFault(base, body);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('"database": "down" | "slow" | "up"');
  }
}, 120_000);
