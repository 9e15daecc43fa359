import 'fake-indexeddb/auto';
import { listen, type OutboxEvent } from './outbox-events';
import { replayOutbox, withItemLock } from './outbox-replay';
import { deleteItem, readItem, readItems } from './outbox-store';
import {
  FUNCTION_URL,
  functionAnswers,
  jsonAnswer,
  refusedAnswer,
  storedAnswer,
} from '../../../test/fake-enquiry-function';
import { emptyOutbox, keptItem } from '../../../test/outbox-items';

const stored = () => storedAnswer();
const ids = (received: { body: { id: string } }[]) => received.map((request) => request.body.id);

/** Every outbox event announced while the test runs. */
function heardEvents() {
  const events: OutboxEvent[] = [];
  const stop = listen((event) => events.push(event));
  onTestFinished(stop);
  return events;
}

beforeEach(emptyOutbox);
afterEach(() => vi.unstubAllGlobals());

describe('an enquiry the server stores', () => {
  it(`is sent to ${FUNCTION_URL}, deleted, and announced as delivered`, async () => {
    const events = heardEvents();
    const item = await keptItem();
    const sent = functionAnswers(stored);

    expect(await replayOutbox()).toEqual({ delivered: 1, waiting: 0, attention: 0 });
    expect(sent.map((request) => request.body)).toEqual([item.payload]);
    expect(await readItems()).toEqual([]);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'delivered',
        id: item.id,
        formLabel: 'Contact Form enquiry',
      }),
    );
  });

  it('is deleted when the server already had it (a duplicate)', async () => {
    await keptItem();
    functionAnswers(() => storedAnswer(true));
    expect(await replayOutbox()).toEqual({ delivered: 1, waiting: 0, attention: 0 });
    expect(await readItems()).toEqual([]);
  });
});

it('tells after each enquiry tried how many the outbox still holds, as the worker’s badge shows it', async () => {
  await keptItem();
  await keptItem();
  let answers = 0;
  functionAnswers(() =>
    ++answers === 1 ? storedAnswer() : jsonAnswer(500, { error: { code: 'x', message: 'x' } }),
  );
  const heldAfterEach: number[] = [];
  await replayOutbox({
    afterAttempt: async () => void heldAfterEach.push((await readItems()).length),
  });
  expect(heldAfterEach).toEqual([1, 1]);
});

describe('an enquiry the server cannot take now', () => {
  it('stays, with one more attempt and the next one pushed back', async () => {
    const item = await keptItem({ attempts: 2 });
    functionAnswers(() => jsonAnswer(500, { error: { code: 'server_error', message: 'x' } }));
    const now = Date.now();

    expect(await replayOutbox({ now: () => now, random: () => 0 })).toEqual({
      delivered: 0,
      waiting: 1,
      attention: 0,
    });
    expect(await readItem(item.id)).toMatchObject({
      status: 'waiting',
      attempts: 3,
      nextAttemptAt: now + 4_000,
      lastError: { kind: 'retryable', status: 500 },
    });
  });

  it('waits at least as long as Retry-After says', async () => {
    const item = await keptItem();
    functionAnswers(() => jsonAnswer(503, {}, { 'Retry-After': '30' }));
    const now = Date.now();
    await replayOutbox({ now: () => now, random: () => 1 });
    expect((await readItem(item.id))?.nextAttemptAt).toBe(now + 30_000);
  });

  it('stays when there is no answer at all', async () => {
    const item = await keptItem();
    functionAnswers(() => 'no-answer');
    await replayOutbox();
    expect(await readItem(item.id)).toMatchObject({
      attempts: 2,
      status: 'waiting',
      lastError: { kind: 'no-answer' },
    });
  });

  it('is sent after 500, 500, 500 and then stored: four attempts, deleted', async () => {
    const item = await keptItem({ attempts: 0, nextAttemptAt: 0 });
    const sent = functionAnswers((call) => (call <= 3 ? jsonAnswer(500, {}) : stored()));
    let now = Date.now();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await replayOutbox({ now: () => now });
      now = ((await readItem(item.id))?.nextAttemptAt ?? now) + 1;
    }
    expect(ids(sent)).toEqual(Array(4).fill(item.id));
    expect(await readItems()).toEqual([]);
  });
});

describe('an enquiry the server refuses', () => {
  const refusal = () =>
    refusedAnswer('Some fields need attention.', { email: 'Please enter a valid email address' });

  it("is kept as needing attention, with the server's reason, and announced", async () => {
    const events = heardEvents();
    const item = await keptItem();
    functionAnswers(refusal);

    expect(await replayOutbox()).toEqual({ delivered: 0, waiting: 0, attention: 1 });
    expect(await readItem(item.id)).toMatchObject({
      status: 'attention',
      lastError: {
        kind: 'refused',
        status: 422,
        message: 'Some fields need attention.',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'attention',
        id: item.id,
        formLabel: 'Contact Form enquiry',
      }),
    );
  });

  it('is kept as needing attention when the server has the same id with other content (409)', async () => {
    const item = await keptItem();
    functionAnswers(() =>
      jsonAnswer(409, {
        error: { code: 'id_conflict', message: 'Another enquiry has this id.' },
      }),
    );
    expect(await replayOutbox()).toEqual({ delivered: 0, waiting: 0, attention: 1 });
    expect(await readItem(item.id)).toMatchObject({
      status: 'attention',
      lastError: { kind: 'refused', status: 409 },
    });
  });

  it('is not sent again by itself, only when the visitor retries it', async () => {
    const item = await keptItem({ status: 'attention' });
    const sent = functionAnswers(stored);
    await replayOutbox({ connectionReturned: true });
    expect(sent).toHaveLength(0);

    expect(await replayOutbox({ ids: [item.id] })).toEqual({
      delivered: 1,
      waiting: 0,
      attention: 0,
    });
    expect(sent).toHaveLength(1);
  });
});

describe('what is due', () => {
  it('sends only enquiries whose time has come', async () => {
    const due = await keptItem();
    await keptItem({
      nextAttemptAt: Date.now() + 60_000,
      lastError: { kind: 'retryable', status: 503 },
    });
    const sent = functionAnswers(stored);
    await replayOutbox();
    expect(ids(sent)).toEqual([due.id]);
  });

  it('when the connection returns, sends those that were waiting for it, but keeps Retry-After', async () => {
    const offline = await keptItem({ nextAttemptAt: Date.now() + 60_000 });
    await keptItem({
      nextAttemptAt: Date.now() + 60_000,
      lastError: { kind: 'retryable', status: 503, retryAfterSeconds: 60 },
    });
    const sent = functionAnswers(stored);
    await replayOutbox({ connectionReturned: true });
    expect(ids(sent)).toEqual([offline.id]);
  });

  it('sends one whose first attempt never ended (its tab closed mid-send) at once', async () => {
    const item = await keptItem({ attempts: 0, nextAttemptAt: Date.now(), lastError: null });
    const sent = functionAnswers(stored);
    await replayOutbox();
    expect(ids(sent)).toEqual([item.id]);
  });

  it('leaves one the visitor handed to email alone, even when the connection returns', async () => {
    const item = await keptItem({ status: 'emailed' });
    const sent = functionAnswers(stored);
    expect(await replayOutbox({ connectionReturned: true })).toEqual({
      delivered: 0,
      waiting: 0,
      attention: 0,
    });
    expect(sent).toHaveLength(0);
    expect(await readItem(item.id)).toEqual(item);
  });

  it('does not touch the network while the device says it is offline', async () => {
    const item = await keptItem();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = functionAnswers(stored);
    expect(await replayOutbox()).toEqual({ delivered: 0, waiting: 1, attention: 0 });
    expect(sent).toHaveLength(0);
    expect((await readItem(item.id))?.attempts).toBe(1);
  });
});

describe('one sender at a time', () => {
  it('sends each enquiry once when replays start together', async () => {
    await keptItem();
    await keptItem();
    const sent = functionAnswers(stored);
    await Promise.all([replayOutbox(), replayOutbox(), replayOutbox({ connectionReturned: true })]);
    expect(sent).toHaveLength(2);
  });

  it("takes each enquiry's own Web Lock where the browser has Web Locks", async () => {
    const item = await keptItem();
    functionAnswers(stored);
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => work());
    vi.stubGlobal('navigator', { onLine: true, locks: { request } });
    await replayOutbox();
    expect(request).toHaveBeenCalledWith(`enquiry-outbox/${item.id}`, expect.any(Function));
  });

  it('leaves an enquiry another sender has just sent while this one waited for it', async () => {
    const item = await keptItem();
    let release = () => {};
    const otherSenderDone = new Promise<void>((resolve) => (release = resolve));
    const held = withItemLock(item.id, () => otherSenderDone.then(() => deleteItem(item.id)));
    const sent = functionAnswers(stored);
    const replay = replayOutbox();
    // The replay has listed the enquiry and waits for its lock.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await held;
    expect(await replay).toEqual({ delivered: 0, waiting: 0, attention: 0 });
    expect(sent).toHaveLength(0);
  });
});
