/**
 * Runs the function's handler under Deno (`npm run test:function`), proving the shared code works in
 * the runtime Supabase deploys it to. The database is an in-memory stand-in; the handler against a
 * real PostgreSQL (PGlite) is covered by the Vitest suite. Named `_test.ts`, Deno's convention, so
 * Vitest (which collects `*.test.ts`) leaves it alone.
 */
import assert from 'node:assert/strict';
import type { EnquiryStore, InsertMeta, StoredEnquiry } from '../_shared/enquiry-store.ts';
import { readHandlerConfig } from '../_shared/handler-config.ts';
import { HONEYPOT_FIELD } from '../_shared/honeypot-field.ts';
import { createSubmissionHandler } from '../_shared/submission-handler.ts';
import { contactEnquiry, formFields } from '../_shared/test-enquiries.ts';

function memoryStore() {
  const rows = new Map<string, StoredEnquiry>();
  const stored = (enquiry: Parameters<EnquiryStore['insertEnquiry']>[0], meta: InsertMeta) =>
    rows.set(enquiry.id, {
      ...enquiry,
      createdAt: meta.receivedAt,
      notificationStatus: meta.notificationStatus,
      notificationAttempts: 0,
      notificationError: null,
      notifiedAt: null,
    });
  const hits = new Map<string, number>();
  const claimed = new Set<string>();
  const notifications = new Map<string, string>();
  const formPosts = new Map<string, string>();
  const store: EnquiryStore = {
    insertEnquiry(enquiry, meta) {
      if (rows.has(enquiry.id)) return Promise.resolve('duplicate');
      stored(enquiry, meta);
      return Promise.resolve('inserted');
    },
    findEnquiry: (id) => Promise.resolve(rows.get(id) ?? null),
    insertFormPost(enquiry, meta) {
      if (formPosts.has(meta.contentKey)) return Promise.resolve('duplicate');
      formPosts.set(meta.contentKey, enquiry.id);
      stored(enquiry, meta);
      return Promise.resolve('inserted');
    },
    findFormPost: (contentKey) =>
      Promise.resolve(rows.get(formPosts.get(contentKey) ?? '') ?? null),
    refundRateLimitHit: () => Promise.resolve(),
    countRateLimitHit(clientHash, windowStart) {
      const key = `${clientHash}@${windowStart.toISOString()}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return Promise.resolve(hits.get(key)!);
    },
    claimNotification: (id) => Promise.resolve(claimed.has(id) ? null : (claimed.add(id), 0)),
    recordNotification: (id, outcome) => {
      notifications.set(id, outcome.status);
      return Promise.resolve();
    },
    listNotificationsToRetry: () => Promise.resolve([]),
    listEnquiries: () => Promise.resolve([]),
    takeEmailSlot: () => Promise.resolve(true),
    returnEmailSlot: () => Promise.resolve(),
    listHeldNotifications: () => Promise.resolve([]),
    claimSummary: () => Promise.resolve(false),
    recordSummary: () => Promise.resolve(),
    markSummarised: () => Promise.resolve(),
  };
  return { store, rows, notifications };
}

const ORIGIN = 'https://www.example.com';
const config = readHandlerConfig({ ALLOWED_ORIGINS: ORIGIN, IP_HASH_SALT: 'test-salt' });

function post(body: unknown) {
  return new Request('http://localhost/functions/v1/send-form-submission', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });
}

const enquiry = contactEnquiry();

Deno.test('stores a valid enquiry once and says so', async () => {
  const { store, rows } = memoryStore();
  const handle = createSubmissionHandler({ store, config, log: () => {} });
  const context = { clientAddress: '203.0.113.7' };

  const first = await handle(post(enquiry), context);
  assert.equal(first.status, 201);
  assert.equal(first.headers.get('access-control-allow-origin'), ORIGIN);
  assert.deepEqual(await first.json(), { id: enquiry.id, duplicate: false });
  assert.equal(rows.get(enquiry.id)?.firstName, 'Ada');

  const again = await handle(post(enquiry), context);
  assert.equal(again.status, 200);
  assert.deepEqual(await again.json(), { id: enquiry.id, duplicate: true });
  assert.equal(rows.size, 1);
});

Deno.test('refuses an invalid enquiry with per-field messages', async () => {
  const { store, rows } = memoryStore();
  const handle = createSubmissionHandler({ store, config, log: () => {} });
  const response = await handle(post({ ...enquiry, firstName: 'A' }), {
    clientAddress: '203.0.113.7',
  });
  assert.equal(response.status, 422);
  const body = await response.json();
  assert.equal(body.error.code, 'invalid_enquiry');
  assert.equal(body.error.fields.firstName, 'First name must be at least 2 characters');
  assert.equal(rows.size, 0);
});

Deno.test('answers the CORS preflight', async () => {
  const { store } = memoryStore();
  const handle = createSubmissionHandler({ store, config });
  const response = await handle(
    new Request('http://localhost/functions/v1/send-form-submission', {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    }),
    { clientAddress: '203.0.113.7' },
  );
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('access-control-allow-origin'), ORIGIN);
  assert.match(response.headers.get('access-control-allow-headers') ?? '', /apikey/);
});

Deno.test('refuses control and text-direction characters in a name', async () => {
  const { store, rows } = memoryStore();
  const handle = createSubmissionHandler({ store, config, log: () => {} });
  const response = await handle(post({ ...enquiry, lastName: 'Love\u202Elace' }), {
    clientAddress: '203.0.113.7',
  });
  assert.equal(response.status, 422);
  const body = await response.json();
  assert.equal(
    body.error.fields.lastName,
    'Last name cannot contain text-direction control characters',
  );
  assert.equal(rows.size, 0);
});

Deno.test(
  'with a background runner (waitUntil), answers before the email is sent, then sends it once',
  async () => {
    const { store, notifications } = memoryStore();
    const background: Promise<unknown>[] = [];
    let release = () => {};
    const emailHeld = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    const handle = createSubmissionHandler({
      store,
      config,
      log: () => {},
      notifier: {
        async send() {
          await emailHeld;
          sent += 1;
          return 'sent';
        },
        sendSummary: () => Promise.resolve('sent'),
      },
      background: (work) => background.push(work),
    });
    const response = await handle(post(enquiry), { clientAddress: '203.0.113.7' });
    assert.equal(response.status, 201);
    assert.equal(sent, 0);
    assert.equal(background.length, 1);
    release();
    await Promise.all(background);
    assert.equal(sent, 1);
    assert.equal(notifications.get(enquiry.id), 'sent');
  },
);

Deno.test('takes a form posted without JavaScript and sends the visitor to a page', async () => {
  const { store, rows } = memoryStore();
  const handle = createSubmissionHandler({ store, config, log: () => {} });
  const fields = formFields(contactEnquiry({ page: 'Alternative Assets' }));
  const postForm = (body: Record<string, string>, origin = ORIGIN) =>
    handle(
      new Request('http://localhost/functions/v1/send-form-submission', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams(body),
      }),
      { clientAddress: '203.0.113.7' },
    );

  for (let press = 0; press < 2; press += 1) {
    const stored = await postForm(fields);
    assert.equal(stored.status, 303);
    assert.equal(stored.headers.get('location'), `${ORIGIN}/enquiry-received`);
  }
  assert.equal(rows.size, 1);
  assert.equal([...rows.values()][0]?.page, 'Alternative Assets');

  const invalid = await postForm({ ...fields, email: 'nope' });
  assert.equal(invalid.headers.get('location'), `${ORIGIN}/enquiry-not-sent/invalid`);
  const foreign = await postForm(fields, 'https://evil.example');
  assert.equal(foreign.status, 403);
  assert.equal(foreign.headers.get('location'), null);
  assert.equal(rows.size, 1);
});

Deno.test('refuses a changed enquiry under a stored id with 409 id_conflict', async () => {
  const { store, rows } = memoryStore();
  const handle = createSubmissionHandler({ store, config, log: () => {} });
  const context = { clientAddress: '203.0.113.7' };
  assert.equal((await handle(post(enquiry), context)).status, 201);
  const changed = await handle(post({ ...enquiry, message: 'Something else entirely.' }), context);
  assert.equal(changed.status, 409);
  assert.equal((await changed.json()).error.code, 'id_conflict');
  assert.equal(rows.get(enquiry.id)?.message, enquiry.message);
});

Deno.test('lets a page from an origin not allowed read its 403, storing nothing', async () => {
  const { store, rows } = memoryStore();
  const handle = createSubmissionHandler({ store, config, log: () => {} });
  const request = new Request('http://localhost/functions/v1/send-form-submission', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
    body: JSON.stringify(contactEnquiry()),
  });
  const response = await handle(request, { clientAddress: '203.0.113.7' });
  assert.equal(response.status, 403);
  assert.equal(response.headers.get('access-control-allow-origin'), 'https://elsewhere.example');
  assert.equal((await response.json()).error.code, 'origin_not_allowed');
  assert.equal(rows.size, 0);
});

Deno.test('keeps a filled trap as spam, answered like a success and never emailed', async () => {
  const { store, rows } = memoryStore();
  let emails = 0;
  const handle = createSubmissionHandler({
    store,
    config,
    log: () => {},
    notifier: {
      send() {
        emails += 1;
        return Promise.resolve('sent');
      },
      sendSummary: () => Promise.resolve('sent'),
    },
  });
  const spam = contactEnquiry({ [HONEYPOT_FIELD]: 'https://spam.example' });
  const response = await handle(post(spam), { clientAddress: '203.0.113.7' });
  assert.equal(response.status, 201);
  assert.equal(rows.get(spam.id)?.notificationStatus, 'spam');
  assert.equal(emails, 0);
});
