// @vitest-environment node
import { openLocalDatabase, type LocalDatabase } from '../../../scripts/local-server/local-backend';
import { parseEnquiryPayload } from './enquiry-schema.ts';
import { createSqlEnquiryStore, toEnquiryRecord, type EnquiryRecord } from './enquiry-store.ts';
import { createResendNotifier } from './notifier.ts';
import {
  GAVE_UP_LOG_TAG,
  notifyAndRecord,
  retryPendingNotifications,
  type SenderDeps,
} from './notification-sender.ts';
import { contactEnquiry } from './test-enquiries.ts';

let database: LocalDatabase;
beforeAll(async () => {
  database = await openLocalDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.sql.query(
    'truncate public.enquiries, public.enquiry_rate_limits, public.enquiry_email_hours cascade',
  );
});

const SETTINGS = { apiKey: 're_test', to: ['desk@example.com'], from: 'site@example.com' };

/** Resend's API as a fetch stand-in: `answer` decides each reply; every request is kept. */
function fakeResend(answer: (body: Record<string, unknown>) => Response) {
  const requests: { key: string | null; body: Record<string, unknown> }[] = [];
  const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    requests.push({ key: new Headers(init?.headers).get('idempotency-key'), body });
    return answer(body);
  };
  return { requests, notifier: createResendNotifier(SETTINGS, { fetch }) };
}

const accepted = () => Response.json({ id: 'email' });
const failing = () => new Response('{"message":"down"}', { status: 500 });
const resendError = (name: string) =>
  Response.json({ statusCode: 409, name, message: name }, { status: 409 });

const store = () => createSqlEnquiryStore(database.sql);

/** A stored enquiry awaiting its email, received at `receivedAt`. */
async function storedEnquiry(receivedAt = new Date('2026-11-22T12:00:00Z')) {
  const parsed = parseEnquiryPayload(contactEnquiry());
  if (!parsed.ok) throw new Error('fixture is invalid');
  const record = toEnquiryRecord(parsed.enquiry);
  await store().insertEnquiry(record, {
    clientHash: 'a'.repeat(64),
    notificationStatus: 'pending',
    receivedAt,
  });
  return record;
}

async function statusOf(id: string) {
  const { rows } = await database.sql.query<{ status: string; attempts: number }>(
    `select notification_status as status, notification_attempts as attempts
     from public.enquiries where id = $1`,
    [id],
  );
  return rows[0];
}

function deps(notifier: SenderDeps['notifier'], extra: Partial<SenderDeps> = {}): SenderDeps {
  return { store: store(), notifier, log: () => {}, ...extra };
}

/** Failed attempts are a minute older each time, so the retry takes them again. */
async function laterAttempt() {
  await database.sql.query(
    `update public.enquiries set notification_attempted_at = notification_attempted_at - interval '1 hour'`,
  );
}

it('sends a retry the same payload as the first attempt, the time taken from the row', async () => {
  const receivedAt = new Date('2026-11-22T12:00:00Z');
  const enquiry = await storedEnquiry(receivedAt);
  let up = false;
  const resend = fakeResend(() => (up ? accepted() : failing()));
  // The first attempt, by the request that stored it, with the request's own clock.
  expect(await notifyAndRecord(deps(resend.notifier), enquiry, receivedAt, 5000)).toBe('failed');
  up = true;
  await laterAttempt();
  // The retry runs on today's clock, a day after the enquiry came.
  expect(await retryPendingNotifications(deps(resend.notifier))).toMatchObject({ sent: 1 });
  const [first, retry] = resend.requests;
  expect(retry).toEqual(first);
  expect(String(first?.body.text)).toContain('Received 2026-11-22T12:00:00.000Z');
});

it('retries an email that failed in the very millisecond the retry starts, when it retries all', async () => {
  const enquiry = await storedEnquiry();
  let up = false;
  const resend = fakeResend(() => (up ? accepted() : failing()));
  expect(await notifyAndRecord(deps(resend.notifier), enquiry, new Date(), 5000)).toBe('failed');
  // PostgreSQL keeps microseconds; the retry's clock, JavaScript's, only milliseconds.
  await database.sql.query(
    `update public.enquiries set notification_attempted_at = '2026-11-23T10:00:00.123456Z'`,
  );
  up = true;
  const sameMillisecond = () => new Date('2026-11-23T10:00:00.123Z');
  expect(
    await retryPendingNotifications(deps(resend.notifier, { now: sameMillisecond })),
  ).toMatchObject({ sent: 1 });
  expect(await statusOf(enquiry.id)).toEqual({ status: 'sent', attempts: 2 });
});

it('gives up after five attempts: the row says so, and one line is logged to alert on', async () => {
  const enquiry = await storedEnquiry();
  const resend = fakeResend(failing);
  const log = vi.fn();
  for (let attempt = 0; attempt < 7; attempt += 1) {
    await retryPendingNotifications(deps(resend.notifier, { log }));
    await laterAttempt();
  }
  expect(resend.requests).toHaveLength(5);
  expect(await statusOf(enquiry.id)).toEqual({ status: 'gave_up', attempts: 5 });
  const alerts = log.mock.calls.filter(([line]) => String(line).startsWith(GAVE_UP_LOG_TAG));
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveLength(1);
  expect(String(alerts[0]![0])).toMatch(
    new RegExp(
      `^${GAVE_UP_LOG_TAG} enquiry ${enquiry.id} .*after 5 attempts, last: Resend answered 500`,
    ),
  );
  expect(String(alerts[0]![0])).not.toContain('\n');
});

it('takes Resend’s "same key, other payload" as an email the firm has had, not a failure', async () => {
  const enquiry = await storedEnquiry();
  const resend = fakeResend(() => resendError('invalid_idempotent_request'));
  expect(await notifyAndRecord(deps(resend.notifier), enquiry, new Date(), 5000)).toBe('sent');
  expect(await statusOf(enquiry.id)).toEqual({ status: 'sent', attempts: 1 });
  expect(await retryPendingNotifications(deps(resend.notifier))).toMatchObject({ attempted: 0 });
  expect(resend.requests).toHaveLength(1);
});

it('takes Resend’s "still in progress" as no answer yet: not an attempt, asked again later', async () => {
  const enquiry = await storedEnquiry();
  let busy = true;
  const resend = fakeResend(() =>
    busy ? resendError('concurrent_idempotent_requests') : accepted(),
  );
  expect(await notifyAndRecord(deps(resend.notifier), enquiry, new Date(), 5000)).toBe('skipped');
  expect(await statusOf(enquiry.id)).toEqual({ status: 'pending', attempts: 0 });
  busy = false;
  const later = () => new Date(Date.now() + 10 * 60_000);
  expect(await retryPendingNotifications(deps(resend.notifier, { now: later }))).toMatchObject({
    sent: 1,
  });
  expect(await statusOf(enquiry.id)).toEqual({ status: 'sent', attempts: 1 });
});

describe('the hourly cap on emails', () => {
  const policy = { maxAttempts: 5, maxEmailsPerHour: 3 };

  it('past it, stores and holds the rest, and sends one summary naming them', async () => {
    const resend = fakeResend(accepted);
    const enquiries: EnquiryRecord[] = [];
    for (let n = 0; n < 8; n += 1) enquiries.push(await storedEnquiry());
    const sender = deps(resend.notifier, { policy });
    const results = [];
    for (const enquiry of enquiries) {
      results.push(await notifyAndRecord(sender, enquiry, new Date(), 5000));
    }
    expect(results).toEqual(['sent', 'sent', 'sent', 'held', 'held', 'held', 'held', 'held']);

    // The retries (after each enquiry, and on the schedule) send one summary, then nothing more.
    for (let run = 0; run < 3; run += 1) await retryPendingNotifications(sender);
    expect(resend.requests).toHaveLength(4);
    const summary = resend.requests[3]!;
    expect(summary.body.subject).toBe('5 new enquiries (hourly email limit reached)');
    for (const enquiry of enquiries.slice(3)) {
      expect(String(summary.body.text)).toContain(enquiry.id);
    }
    const { rows } = await database.sql.query<{ status: string; count: number }>(
      `select notification_status as status, count(*)::int as count from public.enquiries
       group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { status: 'sent', count: 3 },
      { status: 'summarised', count: 5 },
    ]);
  });

  it('gives a slot back when the send fails', async () => {
    let up = false;
    const resend = fakeResend(() => (up ? accepted() : failing()));
    const sender = deps(resend.notifier, { policy: { maxAttempts: 5, maxEmailsPerHour: 1 } });
    expect(await notifyAndRecord(sender, await storedEnquiry(), new Date(), 5000)).toBe('failed');
    up = true;
    expect(await notifyAndRecord(sender, await storedEnquiry(), new Date(), 5000)).toBe('sent');
  });
});
