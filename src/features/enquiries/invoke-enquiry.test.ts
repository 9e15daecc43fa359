import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import { ENQUIRY_TIMEOUT_MS } from './enquiry-settings';
import { createFunctionsClient, invokeEnquiryFunction } from './invoke-enquiry';
import { refuseSupabaseClients } from './test-support';

vi.mock('@supabase/supabase-js', async (importOriginal) =>
  (await import('./test-support')).supabaseJsThatCanRefuse(importOriginal),
);

const payload = {
  id: '7b0f2f0e-56a4-4c6e-9d5e-0c4b1f7f2a11',
  page: 'Contact Form',
} as EnquiryPayload;

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('refuses to create a client without an address and key', async () => {
  await expect(createFunctionsClient('', 'key')).rejects.toThrow(
    /non-empty Supabase URL and publishable key/,
  );
  await expect(createFunctionsClient('https://project.supabase.co', '  ')).rejects.toThrow(
    /non-empty/,
  );
});

it('invokes send-form-submission through supabase-js with the enquiry as its body', async () => {
  const fetchMock = answer(201, { id: payload.id, duplicate: false });
  expect(await invokeEnquiryFunction(payload)).toEqual({ kind: 'stored', duplicate: false });
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe(`${window.location.origin}/functions/v1/send-form-submission`);
  expect(JSON.parse(String(init.body))).toEqual(payload);
  answer(200, { id: payload.id, duplicate: true });
  expect(await invokeEnquiryFunction(payload)).toEqual({ kind: 'stored', duplicate: true });
});

it('tells no answer from an HTTP status', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  expect(await invokeEnquiryFunction(payload)).toEqual({ kind: 'no-answer' });
  answer(
    503,
    { error: { code: 'database_unavailable', message: 'Try later' } },
    { 'Retry-After': '30' },
  );
  expect(await invokeEnquiryFunction(payload)).toMatchObject({
    kind: 'retryable',
    status: 503,
    retryAfterSeconds: 30,
  });
  answer(422, {
    error: {
      code: 'invalid_enquiry',
      message: 'Check the form',
      fields: { email: 'Invalid email address' },
    },
  });
  expect(await invokeEnquiryFunction(payload)).toMatchObject({
    kind: 'refused',
    status: 422,
    fields: { email: 'Invalid email address' },
  });
});

it('gives up on a call that never answers after the timeout, and calls it no answer', async () => {
  let called = () => {};
  const fetchCalled = new Promise<void>((resolve) => (called = resolve));
  // Like fetch, it rejects only when its signal aborts.
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: unknown, init?: RequestInit) => {
      called();
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      );
    }),
  );
  // Only the timers: supabase-js is still loaded for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let outcome: unknown = 'pending';
  const sending = invokeEnquiryFunction(payload).then((result) => (outcome = result));
  await fetchCalled;
  await vi.advanceTimersByTimeAsync(ENQUIRY_TIMEOUT_MS - 1);
  expect(outcome).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  await sending;
  expect(outcome).toEqual({ kind: 'no-answer' });
});

it('rejects, rather than pass for no answer, when the client cannot be created', async () => {
  const fetchMock = answer(201, { id: payload.id, duplicate: false });
  refuseSupabaseClients(new Error('Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.'));
  await expect(invokeEnquiryFunction(payload)).rejects.toThrow('Invalid supabaseUrl');
  expect(fetchMock).not.toHaveBeenCalled();
});

// Last: it loads this module afresh, with supabase-js failing to download.
it('calls it no answer when supabase-js cannot be downloaded (offline before it was cached)', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.resetModules();
  vi.doMock('@supabase/supabase-js', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  onTestFinished(() => {
    vi.doUnmock('@supabase/supabase-js');
  });
  const fresh = await import('./invoke-enquiry');
  await expect(
    fresh.createFunctionsClient('https://project.supabase.co', 'key'),
  ).rejects.toBeInstanceOf(fresh.EnquiryClientUnavailableError);
  expect(await fresh.invokeEnquiryFunction(payload)).toEqual({ kind: 'no-answer' });
});
