import 'fake-indexeddb/auto';
import {
  functionAnswers,
  jsonAnswer,
  refusedAnswer,
  storedAnswer,
} from '../../../test/fake-enquiry-function';
import { contactPayload } from '../../../test/enquiry-payloads';
import { listen, type OutboxEvent } from './outbox-events';
import { readItem, readItems } from './outbox-store';
import * as outboxStore from './outbox-store';
import { isStorageFull, sendNow } from './send-now';
import { emptyOutbox } from '../../../test/outbox-items';

vi.mock('./outbox-store', async (importOriginal) => {
  const actual = await importOriginal<typeof outboxStore>();
  return { ...actual, putItem: vi.fn(actual.putItem) };
});

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

/** Every outbox event announced while the test runs. */
function heardEvents() {
  const events: OutboxEvent[] = [];
  onTestFinished(listen((event) => events.push(event)));
  return events;
}

beforeEach(emptyOutbox);
afterEach(() => vi.unstubAllGlobals());

const label = 'Contact Form enquiry';

it('keeps the enquiry, asks for Background Sync, and only then sends it', async () => {
  const { register } = stubDevice();
  const payload = contactPayload();
  const seenByServer: unknown[] = [];
  functionAnswers(async () => {
    seenByServer.push(await readItem(payload.id), register.mock.calls.length);
    return 'no-answer' as const;
  });
  await sendNow(payload, label);
  expect(seenByServer).toEqual([expect.objectContaining({ id: payload.id, attempts: 0 }), 1]);
  expect(register).toHaveBeenCalledWith('enquiry-outbox');
});

it('forgets an enquiry the server stored, and says so to the form and the other tabs', async () => {
  stubDevice();
  const events = heardEvents();
  const payload = contactPayload();
  functionAnswers(() => storedAnswer());
  expect(await sendNow(payload, label)).toEqual({
    outcome: { kind: 'stored', duplicate: false },
    kept: false,
    storageError: null,
  });
  expect(await readItems()).toEqual([]);
  await vi.waitFor(() => expect(events).toContainEqual({ type: 'changed' }));
  // The form says it arrived; no second "saved enquiry sent" for it.
  expect(events.filter((event) => event.type === 'delivered')).toEqual([]);
});

it('forgets an enquiry the server refused: the form keeps the values and says so', async () => {
  stubDevice();
  const payload = contactPayload();
  functionAnswers(() => refusedAnswer('Invalid enquiry'));
  expect(await sendNow(payload, label)).toMatchObject({
    outcome: { kind: 'refused', status: 422 },
    kept: false,
  });
  expect(await readItems()).toEqual([]);
});

it('keeps one that got no answer or a retryable one, on the retry schedule', async () => {
  stubDevice();
  const offline = contactPayload();
  const busy = contactPayload();
  functionAnswers((_call, enquiry) =>
    enquiry.id === offline.id ? 'no-answer' : jsonAnswer(503, {}, { 'Retry-After': '30' }),
  );
  const before = Date.now();
  expect(await sendNow(offline, label)).toMatchObject({ kept: true });
  expect(await sendNow(busy, 'Capital raising enquiry')).toMatchObject({ kept: true });

  const kept = await readItem(offline.id);
  expect(kept).toMatchObject({ attempts: 1, status: 'waiting', lastError: { kind: 'no-answer' } });
  expect(kept!.nextAttemptAt - before).toBeGreaterThanOrEqual(1_000);
  expect(kept!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(2_000);
  expect((await readItem(busy.id))?.nextAttemptAt).toBeGreaterThanOrEqual(before + 30_000);
});

it('sends directly when the device will not keep the enquiry, and says why', async () => {
  stubDevice();
  const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  vi.mocked(outboxStore.putItem).mockRejectedValueOnce(full);
  const received = functionAnswers(() => storedAnswer());
  const payload = contactPayload();
  expect(await sendNow(payload, label)).toEqual({
    outcome: { kind: 'stored', duplicate: false },
    kept: false,
    storageError: full,
  });
  expect(received.map((request) => request.body)).toEqual([payload]);
  expect(await readItems()).toEqual([]);
});

it('sends directly when the outbox does not answer within 2 s', async () => {
  stubDevice();
  vi.mocked(outboxStore.putItem).mockImplementationOnce(() => new Promise(() => {}));
  const received = functionAnswers(() => storedAnswer());
  const payload = contactPayload();
  const started = Date.now();
  const result = await sendNow(payload, label);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  expect(result).toMatchObject({ outcome: { kind: 'stored' }, kept: false });
  expect(result.storageError).toMatchObject({ name: 'TimeoutError' });
  expect(received).toHaveLength(1);
});

describe('isStorageFull', () => {
  it('recognises a quota error, thrown or carried by a failed transaction', () => {
    expect(
      isStorageFull(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    ).toBe(true);
    expect(
      isStorageFull({ name: 'AbortError', error: new DOMException('full', 'QuotaExceededError') }),
    ).toBe(true);
  });

  it('does not mistake other storage failures for a full device', () => {
    expect(isStorageFull(new DOMException('blocked', 'InvalidStateError'))).toBe(false);
    expect(isStorageFull(new Error('IndexedDB is not available'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });
});
