// @vitest-environment node
/**
 * The email provider failing or slow, with a real HTTP server standing in for Resend and the
 * function served as `npm start` serves it: the enquiry is stored and answered without waiting
 * for the email, a failed email is sent later (on the next enquiry, or by a retry run), and each
 * enquiry reaches the firm once, even when retries meet.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createResendNotifier } from '#shared/notifier';
import { retryPendingNotifications } from '#shared/notification-sender';
import { FUNCTION_PATH, startLocalStack, type LocalStack } from './local-stack';
import { contactEnquiry } from '#shared/test-enquiries';

type Mode = 'failing' | 'held' | 'healthy';

/** Resend's send-email endpoint, as far as the notifier uses it; counts what it accepted. */
class FakeResend {
  mode: Mode = 'healthy';
  /** Accepted emails by idempotency key: the firm's inbox. */
  delivered = new Map<string, number>();
  requests = 0;
  private held: (() => void)[] = [];
  private waiters: (() => void)[] = [];
  readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => void this.answer(request, response));
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    for await (const chunk of request) void chunk;
    this.requests += 1;
    for (const wake of this.waiters.splice(0)) wake();
    if (this.mode === 'failing') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"down"}');
      return;
    }
    if (this.mode === 'held') await new Promise<void>((release) => this.held.push(release));
    const key = String(request.headers['idempotency-key']);
    this.delivered.set(key, (this.delivered.get(key) ?? 0) + 1);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"email"}');
  }

  /** Resolves once a request has arrived (the held one is then waiting). */
  nextRequest(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release() {
    for (const release of this.held.splice(0)) release();
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/emails`;
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'email-faults-'));
writeFileSync(join(workDir, 'index.html'), '<!doctype html><title>app</title>');
const resend = new FakeResend();
const EMAIL_ENV = {
  RESEND_API_KEY: 're_test',
  NOTIFY_EMAIL_TO: 'desk@example.com',
  NOTIFY_EMAIL_FROM: 'Site <site@example.com>',
};
let stack: LocalStack;
let base = '';

beforeAll(async () => {
  const resendUrl = await resend.listen();
  stack = await startLocalStack({
    root: workDir,
    port: 0,
    dataDir: join(workDir, 'pglite'),
    env: { ...EMAIL_ENV, RESEND_API_URL: resendUrl, RATE_LIMIT_MAX: '1000' },
    log: () => {},
  });
  base = `http://localhost:${stack.port}`;
}, 120_000);
afterAll(async () => {
  resend.release();
  await stack?.close();
  resend.server.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Markup and an ampersand, which the email must show as text. */
const enquiry = () => contactEnquiry({ message: 'Tell me about <b>bonds</b> & notes.' });

function send(body: unknown) {
  return fetch(base + FUNCTION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
}

/** Time passing, for the retry's wait: the last attempts are made a minute older. */
async function aMinutePasses() {
  await stack.database.sql.query(
    `update public.enquiries set notification_attempted_at = notification_attempted_at - interval '61 seconds'`,
  );
}

async function notificationOf(id: string) {
  const { rows } = await stack.database.sql.query<{ status: string; attempts: number }>(
    'select notification_status as status, notification_attempts as attempts from public.enquiries where id = $1',
    [id],
  );
  return rows[0];
}

it('a slow provider: the enquiry is stored and answered while the email is still on its way', async () => {
  resend.mode = 'held';
  const first = enquiry();
  const arrived = resend.nextRequest();
  const response = await send(first);
  // The answer came although the provider holds the email request open: it was not waited for.
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ id: first.id, duplicate: false });
  await arrived;
  expect(resend.delivered.get(first.id)).toBeUndefined();
  expect(await notificationOf(first.id)).toEqual({ status: 'pending', attempts: 0 });

  resend.release();
  resend.mode = 'healthy';
  await stack.settled();
  expect(resend.delivered.get(first.id)).toBe(1);
  expect(await notificationOf(first.id)).toEqual({ status: 'sent', attempts: 1 });
});

it('a failing provider: stored and answered; the email goes with the next enquiry, once', async () => {
  resend.mode = 'failing';
  const first = enquiry();
  const response = await send(first);
  expect(response.status).toBe(201);
  await stack.settled();
  expect(resend.delivered.get(first.id)).toBeUndefined();
  expect(await notificationOf(first.id)).toEqual({ status: 'failed', attempts: 1 });

  // A minute on (the next enquiry leaves an email that failed moments ago alone).
  resend.mode = 'healthy';
  await aMinutePasses();
  const second = enquiry();
  expect((await send(second)).status).toBe(201);
  await stack.settled();
  expect(resend.delivered.get(second.id)).toBe(1);
  expect(resend.delivered.get(first.id)).toBe(1);
  expect(await notificationOf(first.id)).toEqual({ status: 'sent', attempts: 2 });

  // A resend of the same enquiry changes nothing, and sends nothing.
  const requestsBefore = resend.requests;
  expect((await send(first)).status).toBe(200);
  await stack.settled();
  expect(resend.requests).toBe(requestsBefore);
});

it('retry runs that meet (the schedule and `npm run notify:retry`) send each email once', async () => {
  resend.mode = 'failing';
  const failed = [enquiry(), enquiry(), enquiry()];
  for (const item of failed) expect((await send(item)).status).toBe(201);
  await stack.settled();
  for (const item of failed) expect(resend.delivered.get(item.id)).toBeUndefined();

  resend.mode = 'healthy';
  const { store } = stack;
  const notifier = createResendNotifier(stack.config.email!);
  const runs = await Promise.all(
    [1, 2, 3].map(() => retryPendingNotifications({ store, notifier, log: () => {} })),
  );
  expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
  for (const item of failed) {
    expect(resend.delivered.get(item.id)).toBe(1);
    expect(await notificationOf(item.id)).toEqual({ status: 'sent', attempts: 2 });
  }
  expect(await retryPendingNotifications({ store, notifier, log: () => {} })).toEqual({
    attempted: 0,
    sent: 0,
    failed: 0,
    summarised: 0,
  });
});
