import 'fake-indexeddb/auto';
import { listen, type OutboxEvent } from './outbox-events';
import { replayOutbox } from './outbox-replay';
import { readItem, readItems } from './outbox-store';
import { emptyOutbox, jsonAnswer, keptItem, serverAnswers } from './test-support';

const stored = () => jsonAnswer(201, { duplicate: false });

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
  it('is sent with the function headers, deleted, and announced as delivered', async () => {
    const events = heardEvents();
    const item = await keptItem();
    const sent = serverAnswers(stored);

    expect(await replayOutbox()).toEqual({ delivered: 1, waiting: 0, attention: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`${location.origin}/functions/v1/send-form-submission`);
    expect(sent[0]?.body).toEqual(item.payload);
    expect(sent[0]?.headers.get('apikey')).toBe('local-publishable-key');
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
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
    serverAnswers(() => jsonAnswer(200, { duplicate: true }));
    expect(await replayOutbox()).toEqual({ delivered: 1, waiting: 0, attention: 0 });
    expect(await readItems()).toEqual([]);
  });
});

describe('an enquiry the server cannot take now', () => {
  it('stays, with one more attempt and the next one pushed back', async () => {
    const item = await keptItem({ attempts: 2 });
    serverAnswers(() => jsonAnswer(500, { error: { code: 'server_error', message: 'x' } }));
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
    serverAnswers(() => jsonAnswer(503, {}, { 'Retry-After': '30' }));
    const now = Date.now();
    await replayOutbox({ now: () => now, random: () => 1 });
    expect((await readItem(item.id))?.nextAttemptAt).toBe(now + 30_000);
  });

  it('stays when there is no answer at all', async () => {
    const item = await keptItem();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await replayOutbox();
    expect(await readItem(item.id)).toMatchObject({
      attempts: 2,
      status: 'waiting',
      lastError: { kind: 'no-answer' },
    });
  });

  it('is sent after 500, 500, 500 and then stored: four attempts, deleted', async () => {
    const item = await keptItem({ attempts: 0, nextAttemptAt: 0 });
    const sent = serverAnswers((call) => (call <= 3 ? jsonAnswer(500, {}) : stored()));
    let now = Date.now();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await replayOutbox({ now: () => now });
      now = ((await readItem(item.id))?.nextAttemptAt ?? now) + 1;
    }
    expect(sent.map((request) => (request.body as { id: string }).id)).toEqual(
      Array(4).fill(item.id),
    );
    expect(await readItems()).toEqual([]);
  });
});

describe('an enquiry the server refuses', () => {
  const refusal = () =>
    jsonAnswer(422, {
      error: {
        code: 'invalid_enquiry',
        message: 'Some fields need attention.',
        fields: { email: 'Please enter a valid email address' },
      },
    });

  it("is kept as needing attention, with the server's reason, and announced", async () => {
    const events = heardEvents();
    const item = await keptItem();
    serverAnswers(refusal);

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

  it('is not sent again by itself, only when the visitor retries it', async () => {
    const item = await keptItem({ status: 'attention' });
    const sent = serverAnswers(stored);
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
    const sent = serverAnswers(stored);
    await replayOutbox();
    expect(sent.map((request) => (request.body as { id: string }).id)).toEqual([due.id]);
  });

  it('when the connection returns, sends those that were waiting for it, but keeps Retry-After', async () => {
    const offline = await keptItem({ nextAttemptAt: Date.now() + 60_000 });
    await keptItem({
      nextAttemptAt: Date.now() + 60_000,
      lastError: { kind: 'retryable', status: 503, retryAfterSeconds: 60 },
    });
    const sent = serverAnswers(stored);
    await replayOutbox({ connectionReturned: true });
    expect(sent.map((request) => (request.body as { id: string }).id)).toEqual([offline.id]);
  });

  it('leaves alone an enquiry whose form is still making its first attempt', async () => {
    await keptItem({ attempts: 0, nextAttemptAt: Date.now() + 20_000, lastError: null });
    const sent = serverAnswers(stored);
    await replayOutbox({ connectionReturned: true });
    expect(sent).toHaveLength(0);
  });

  it('does not touch the network while the device says it is offline', async () => {
    const item = await keptItem();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = serverAnswers(stored);
    expect(await replayOutbox()).toEqual({ delivered: 0, waiting: 1, attention: 0 });
    expect(sent).toHaveLength(0);
    expect((await readItem(item.id))?.attempts).toBe(1);
  });
});

describe('one sender at a time', () => {
  it('sends each enquiry once when replays start together', async () => {
    await keptItem();
    await keptItem();
    const sent = serverAnswers(stored);
    await Promise.all([replayOutbox(), replayOutbox(), replayOutbox({ connectionReturned: true })]);
    expect(sent).toHaveLength(2);
  });

  it('takes the Web Lock named enquiry-outbox where the browser has Web Locks', async () => {
    await keptItem();
    serverAnswers(stored);
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => work());
    vi.stubGlobal('navigator', { onLine: true, locks: { request } });
    await replayOutbox();
    expect(request).toHaveBeenCalledWith('enquiry-outbox', expect.any(Function));
  });
});
