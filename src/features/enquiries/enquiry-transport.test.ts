import { expectConsoleError } from '../../test/console-errors';
import { contactPayload } from '../../test/enquiry-payloads';
import { ENQUIRY_TIMEOUT_MS } from './enquiry-settings';
import { classifyErrorAnswer, retryAfterSeconds, sendEnquiry } from './enquiry-transport';
import {
  functionAnswers,
  jsonAnswer,
  refusedAnswer,
  storedAnswer,
} from '../../test/fake-enquiry-function';

const enquiry = contactPayload();

afterEach(() => vi.useRealTimers());

describe('classifyErrorAnswer', () => {
  it('treats 5xx, 408 and 429 as retryable, reading Retry-After', async () => {
    expect(await classifyErrorAnswer(jsonAnswer(503, {}, { 'Retry-After': '30' }))).toEqual({
      kind: 'retryable',
      status: 503,
      retryAfterSeconds: 30,
    });
    expect(await classifyErrorAnswer(jsonAnswer(500, {}))).toEqual({
      kind: 'retryable',
      status: 500,
    });
    expect(await classifyErrorAnswer(jsonAnswer(408, {}))).toEqual({
      kind: 'retryable',
      status: 408,
    });
    expect(await classifyErrorAnswer(jsonAnswer(429, {}, { 'Retry-After': '5' }))).toEqual({
      kind: 'retryable',
      status: 429,
      retryAfterSeconds: 5,
    });
  });

  it("treats other 4xx as refused, with the server's reason and fields", async () => {
    expect(
      await classifyErrorAnswer(
        refusedAnswer('Some fields need attention.', {
          email: 'Please enter a valid email address',
        }),
      ),
    ).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Some fields need attention.',
      fields: { email: 'Please enter a valid email address' },
    });
    expect(await classifyErrorAnswer(new Response('nope', { status: 415 }))).toEqual({
      kind: 'refused',
      status: 415,
      message: 'HTTP 415',
    });
  });
});

it('reads Retry-After as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const answer = (value: string) => new Response(null, { headers: { 'Retry-After': value } });
  expect(retryAfterSeconds(answer('120'), now)).toBe(120);
  expect(retryAfterSeconds(answer('Thu, 01 Jan 2026 12:01:30 GMT'), now)).toBe(90);
  expect(retryAfterSeconds(answer('soon'), now)).toBeUndefined();
  expect(retryAfterSeconds(new Response(null), now)).toBeUndefined();
});

describe('sendEnquiry', () => {
  it('posts the enquiry as JSON to the function on this origin, with the publishable key', async () => {
    const received = functionAnswers(() => storedAnswer());
    expect(await sendEnquiry(enquiry)).toEqual({ kind: 'stored', duplicate: false });
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual(enquiry);
    expect(received[0]?.headers.get('content-type')).toBe('application/json');
    expect(received[0]?.headers.get('apikey')).toBe('local-publishable-key');
    expect(received[0]?.headers.get('authorization')).toBe('Bearer local-publishable-key');
    expect(received[0]?.headers.get('x-client-info')).toMatch(/^supabase-js\//);
  });

  it('keeps no session on the device: visitors never sign in', async () => {
    functionAnswers(() => storedAnswer());
    await sendEnquiry(enquiry);
    await sendEnquiry(enquiry);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('sb-'))).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('reads whether the server already had it', async () => {
    functionAnswers(() => storedAnswer(true));
    expect(await sendEnquiry(enquiry)).toEqual({ kind: 'stored', duplicate: true });
  });

  it('classifies an error answer', async () => {
    functionAnswers(() => jsonAnswer(503, {}, { 'Retry-After': '30' }));
    expect(await sendEnquiry(enquiry)).toEqual({
      kind: 'retryable',
      status: 503,
      retryAfterSeconds: 30,
    });
    functionAnswers(() => refusedAnswer('Check the form'));
    expect(await sendEnquiry(enquiry)).toMatchObject({ kind: 'refused', status: 422 });
  });

  it('treats a network failure as no answer, never throwing', async () => {
    functionAnswers(() => 'no-answer');
    expect(await sendEnquiry(enquiry)).toEqual({ kind: 'no-answer' });
  });

  it("treats the Supabase relay's own error as no answer from the function", async () => {
    functionAnswers(() => jsonAnswer(502, {}, { 'x-relay-error': 'true' }));
    expect(await sendEnquiry(enquiry)).toEqual({ kind: 'no-answer' });
  });

  it('gives up on a call that never answers after the timeout, and calls it no answer', async () => {
    let called = () => {};
    const reached = new Promise<void>((resolve) => (called = resolve));
    functionAnswers(() => {
      called();
      return new Promise<never>(() => {});
    });
    // The clock too: the time limit is shared with the client's download, counted by Date, and a
    // download slowed by a busy machine would otherwise shorten it in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let outcome: unknown = 'pending';
    const sending = sendEnquiry(enquiry).then((result) => (outcome = result));
    await reached;
    await vi.advanceTimersByTimeAsync(ENQUIRY_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(outcome).toEqual({ kind: 'no-answer' });
  });
});

// Last: it loads this module afresh, with supabase-js throwing as it runs.
it('calls it no answer, and says why, when the client cannot run', async () => {
  expectConsoleError(/The enquiry client could not run/);
  const received = functionAnswers(() => storedAnswer());
  vi.resetModules();
  vi.doMock('@supabase/supabase-js', () => {
    throw new TypeError('a fault in the client');
  });
  onTestFinished(() => {
    vi.doUnmock('@supabase/supabase-js');
  });
  const fresh = await import('./enquiry-transport');
  expect(await fresh.sendEnquiry(enquiry)).toEqual({ kind: 'no-answer' });
  expect(received).toEqual([]);
});

// Last too: it loads this module afresh, with supabase-js on its way for ever (lie-fi).
it('calls it no answer when the client has not come within the time limit', async () => {
  const received = functionAnswers(() => storedAnswer());
  vi.resetModules();
  vi.doMock('@supabase/supabase-js', () => new Promise(() => {}));
  onTestFinished(() => {
    vi.doUnmock('@supabase/supabase-js');
  });
  const fresh = await import('./enquiry-transport');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let outcome: unknown = 'pending';
  const sending = fresh.sendEnquiry(enquiry).then((result) => (outcome = result));
  await vi.advanceTimersByTimeAsync(ENQUIRY_TIMEOUT_MS - 1);
  expect(outcome).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  await sending;
  expect(outcome).toEqual({ kind: 'no-answer' });
  expect(received).toEqual([]);
});
