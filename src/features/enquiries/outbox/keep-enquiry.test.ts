import 'fake-indexeddb/auto';
import { contactPayload } from '../../../test/enquiry-payloads';
import { keepEnquiry } from './keep-enquiry';
import { listen, type OutboxEvent } from './outbox-events';
import { newOutboxItem } from './outbox-item';
import { readItems } from './outbox-store';
import { emptyOutbox } from '../../../test/outbox-items';

beforeEach(emptyOutbox);
afterEach(() => vi.unstubAllGlobals());

const enquiry = () => newOutboxItem(contactPayload(), 'Contact Form enquiry', Date.now());

it('keeps an enquiry, tells every tab and asks for Background Sync; persistent storage for the first only', async () => {
  const persist = vi.fn(async () => true);
  const register = vi.fn(async () => {});
  vi.stubGlobal('navigator', {
    storage: { persisted: async () => false, persist },
    serviceWorker: { getRegistration: async () => ({ sync: { register } }) },
  });
  const events: OutboxEvent[] = [];
  onTestFinished(listen((event) => events.push(event)));
  const first = enquiry();
  const second = enquiry();
  await keepEnquiry(first);
  await keepEnquiry(second);
  // The store reads back in key order, and the keys are random ids.
  const kept = (await readItems()).map((item) => item.id);
  expect(kept.sort()).toEqual([first.id, second.id].sort());
  await vi.waitFor(() => expect(events).toEqual([{ type: 'changed' }, { type: 'changed' }]));
  await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(2));
  expect(register).toHaveBeenCalledWith('enquiry-outbox');
  expect(persist).toHaveBeenCalledTimes(1);
});

it('resolves only once Background Sync has been asked for, so the send that follows can close its tab', async () => {
  let registered = () => {};
  const register = vi.fn(() => new Promise<void>((resolve) => (registered = resolve)));
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: async () => ({ sync: { register } }) },
  });
  let kept = false;
  const keeping = keepEnquiry(enquiry()).then(() => (kept = true));
  await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(kept).toBe(false);
  registered();
  await keeping;
  expect(kept).toBe(true);
});
