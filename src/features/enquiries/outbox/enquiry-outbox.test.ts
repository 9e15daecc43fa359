import 'fake-indexeddb/auto';
import { ENQUIRY_TIMEOUT_MS } from '../enquiry-settings';
import { createEnquiryOutbox } from './enquiry-outbox';
import { listen, type OutboxEvent } from './outbox-events';
import { readItem, readItems } from './outbox-store';
import { contactPayload, emptyOutbox } from './test-support';

const now = 1_700_000_000_000;

/** Stands in for the browser's storage manager and service worker registration. */
function stubDevice() {
  const persist = vi.fn(async () => true);
  const register = vi.fn(async () => {});
  vi.stubGlobal('navigator', {
    onLine: true,
    storage: { persisted: async () => false, persist },
    serviceWorker: { getRegistration: async () => ({ sync: { register } }) },
  });
  return { persist, register };
}

beforeEach(emptyOutbox);
afterEach(() => vi.unstubAllGlobals());

it('keeps the enquiry before the first attempt, not due until that attempt has had its time', async () => {
  stubDevice();
  const outbox = createEnquiryOutbox(() => now);
  const payload = contactPayload();
  await outbox.queue(payload, 'Contact Form enquiry');
  expect(await readItem(payload.id)).toEqual({
    id: payload.id,
    payload,
    formLabel: 'Contact Form enquiry',
    createdAt: now,
    attempts: 0,
    nextAttemptAt: expect.any(Number),
    status: 'waiting',
    lastError: null,
  });
  expect((await readItem(payload.id))?.nextAttemptAt).toBeGreaterThan(now + ENQUIRY_TIMEOUT_MS);
});

it('asks for persistent storage when the first enquiry is kept, not for later ones', async () => {
  const { persist } = stubDevice();
  const outbox = createEnquiryOutbox(() => now);
  await outbox.queue(contactPayload(), 'Contact Form enquiry');
  await outbox.queue(contactPayload(), 'Contact Form enquiry');
  await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
});

it('forgets an enquiry the server stored or refused on the first attempt', async () => {
  stubDevice();
  const outbox = createEnquiryOutbox(() => now);
  const stored = contactPayload();
  const refused = contactPayload();
  await outbox.queue(stored, 'Contact Form enquiry');
  await outbox.queue(refused, 'Contact Form enquiry');

  expect(await outbox.settle(stored, { kind: 'stored', duplicate: false })).toEqual({
    kept: false,
  });
  expect(
    await outbox.settle(refused, { kind: 'refused', status: 422, message: 'Invalid enquiry' }),
  ).toEqual({ kept: false });
  expect(await readItems()).toEqual([]);
});

it('keeps one that got no answer or a retryable one, schedules it, and asks for Background Sync', async () => {
  const { register } = stubDevice();
  const events: OutboxEvent[] = [];
  onTestFinished(listen((event) => events.push(event)));
  const outbox = createEnquiryOutbox(() => now);
  const offline = contactPayload();
  const busy = contactPayload();
  await outbox.queue(offline, 'Contact Form enquiry');
  await outbox.queue(busy, 'Capital raising enquiry');

  expect(await outbox.settle(offline, { kind: 'no-answer' })).toEqual({ kept: true });
  expect(
    await outbox.settle(busy, { kind: 'retryable', status: 503, retryAfterSeconds: 30 }),
  ).toEqual({ kept: true });

  expect(await readItem(offline.id)).toMatchObject({
    attempts: 1,
    status: 'waiting',
    lastError: { kind: 'no-answer' },
  });
  const offlineDue = (await readItem(offline.id))?.nextAttemptAt ?? 0;
  expect(offlineDue - now).toBeGreaterThanOrEqual(1_000);
  expect(offlineDue - now).toBeLessThanOrEqual(2_000);
  expect((await readItem(busy.id))?.nextAttemptAt).toBe(now + 30_000);
  await vi.waitFor(() => expect(register).toHaveBeenCalledWith('enquiry-outbox'));
  await vi.waitFor(() => expect(events).toContainEqual({ type: 'changed' }));
});

it('rejects when the browser will not store the enquiry, so the form can say so', async () => {
  stubDevice();
  const outbox = createEnquiryOutbox(() => now);
  const payload = contactPayload();
  // IndexedDB cannot clone a function: the write fails the way a full or blocked store does.
  const unstorable = { ...payload, message: () => 'not cloneable' } as unknown as typeof payload;
  await expect(outbox.queue(unstorable, 'Contact Form enquiry')).rejects.toThrow();
  expect(await readItems()).toEqual([]);
});
