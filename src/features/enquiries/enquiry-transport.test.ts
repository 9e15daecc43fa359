import { createClient } from '@supabase/supabase-js';
import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import {
  classifyAnswer,
  enquiryEndpoint,
  enquiryRequestHeaders,
  retryAfterSeconds,
  sendEnquiry,
} from './enquiry-transport';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const payload = {
  id: '7b0f2f0e-56a4-4c6e-9d5e-0c4b1f7f2a11',
  page: 'Contact Form',
  firstName: 'Anna',
} as EnquiryPayload;

/** Records each request fetch is asked to make, answering with `answer`. */
function stubFetch(answer: () => Promise<Response> | Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      requests.push({ url: String(url), init });
      return answer();
    }),
  );
  return requests;
}

const lowerCaseHeaders = (headers: RequestInit['headers']) =>
  Object.fromEntries([...new Headers(headers).entries()]);

afterEach(() => vi.unstubAllGlobals());

describe('classifyAnswer', () => {
  it('treats 2xx as stored, reading whether it was a duplicate', async () => {
    expect(await classifyAnswer(json(201, { id: payload.id, duplicate: false }))).toEqual({
      kind: 'stored',
      duplicate: false,
    });
    expect(await classifyAnswer(json(200, { id: payload.id, duplicate: true }))).toEqual({
      kind: 'stored',
      duplicate: true,
    });
  });

  it('treats 5xx, 408 and 429 as retryable, reading Retry-After', async () => {
    expect(await classifyAnswer(json(503, {}, { 'Retry-After': '30' }))).toEqual({
      kind: 'retryable',
      status: 503,
      retryAfterSeconds: 30,
    });
    expect(await classifyAnswer(json(500, {}))).toEqual({ kind: 'retryable', status: 500 });
    expect(await classifyAnswer(json(408, {}))).toEqual({ kind: 'retryable', status: 408 });
    expect(await classifyAnswer(json(429, {}, { 'Retry-After': '5' }))).toEqual({
      kind: 'retryable',
      status: 429,
      retryAfterSeconds: 5,
    });
  });

  it("treats other 4xx as refused, with the server's reason and fields", async () => {
    const body = {
      error: {
        code: 'invalid_enquiry',
        message: 'Some fields need attention.',
        fields: { email: 'Please enter a valid email address' },
      },
    };
    expect(await classifyAnswer(json(422, body))).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Some fields need attention.',
      fields: { email: 'Please enter a valid email address' },
    });
    expect(await classifyAnswer(new Response('nope', { status: 415 }))).toEqual({
      kind: 'refused',
      status: 415,
      message: 'HTTP 415',
    });
  });

  it("treats the Supabase relay's own error as no answer from the function", async () => {
    expect(await classifyAnswer(json(502, {}, { 'x-relay-error': 'true' }))).toEqual({
      kind: 'no-answer',
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

it('sends to the local stack on this origin when no Supabase project is configured', () => {
  expect(enquiryEndpoint()).toEqual({
    url: `${window.location.origin}/functions/v1/send-form-submission`,
    key: 'local-publishable-key',
  });
});

describe('sendEnquiry', () => {
  it('posts the payload as JSON with the headers supabase-js sends', async () => {
    const endpoint = { url: 'https://project.supabase.co', key: 'public-anon-key' };
    const ours = stubFetch(() => json(201, { id: payload.id, duplicate: false }));
    expect(
      await sendEnquiry(payload, {
        endpoint: { ...endpoint, url: `${endpoint.url}/functions/v1/send-form-submission` },
      }),
    ).toEqual({ kind: 'stored', duplicate: false });

    const theirs = stubFetch(() => json(201, { id: payload.id, duplicate: false }));
    const client = createClient(endpoint.url, endpoint.key, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await client.functions.invoke('send-form-submission', { body: payload });

    expect(ours[0]?.url).toBe(theirs[0]?.url);
    expect(ours[0]?.init.method).toBe('POST');
    expect(ours[0]?.init.body).toBe(JSON.stringify(payload));
    expect(lowerCaseHeaders(ours[0]?.init.headers)).toEqual(
      lowerCaseHeaders(theirs[0]?.init.headers),
    );
    expect(lowerCaseHeaders(enquiryRequestHeaders('k'))).toEqual({
      authorization: 'Bearer k',
      apikey: 'k',
      'content-type': 'application/json',
      'x-client-info': expect.stringMatching(/^supabase-js\/\d+\.\d+\.\d+; runtime=web$/),
    });
  });

  it('treats a network failure as no answer, never throwing', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendEnquiry(payload)).toEqual({ kind: 'no-answer' });
  });

  it('gives up after the timeout and treats that as no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            ),
          ),
      ),
    );
    expect(await sendEnquiry(payload, { timeoutMs: 20 })).toEqual({ kind: 'no-answer' });
  });
});
