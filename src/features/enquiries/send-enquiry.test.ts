import { classifyInvokeError, createFunctionsClient } from './send-enquiry';

function invokeError(name: string, context?: unknown) {
  const error = new Error('failed') as Error & { context?: unknown };
  error.name = name;
  error.context = context;
  return error;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('classifyInvokeError', () => {
  it('treats no response at all as no answer', async () => {
    expect(
      await classifyInvokeError(invokeError('FunctionsFetchError', new TypeError('offline'))),
    ).toEqual({
      kind: 'no-answer',
    });
    expect(await classifyInvokeError(invokeError('FunctionsRelayError', {}))).toEqual({
      kind: 'no-answer',
    });
    expect(await classifyInvokeError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'no-answer',
    });
  });

  it('treats 5xx, 408 and 429 as retryable, reading Retry-After', async () => {
    expect(
      await classifyInvokeError(
        invokeError('FunctionsHttpError', json(503, {}, { 'Retry-After': '30' })),
      ),
    ).toEqual({
      kind: 'retryable',
      status: 503,
      retryAfterSeconds: 30,
    });
    expect(
      await classifyInvokeError(invokeError('FunctionsHttpError', json(408, {}))),
    ).toMatchObject({
      kind: 'retryable',
      status: 408,
    });
    expect(
      await classifyInvokeError(
        invokeError('FunctionsHttpError', json(429, {}, { 'Retry-After': '5' })),
      ),
    ).toMatchObject({
      kind: 'retryable',
      status: 429,
      retryAfterSeconds: 5,
    });
  });

  it("treats other 4xx as refused, with the server's reason and fields", async () => {
    const body = {
      error: {
        code: 'invalid_enquiry',
        message: 'Check the form',
        fields: { email: 'Please enter a valid email address' },
      },
    };
    expect(await classifyInvokeError(invokeError('FunctionsHttpError', json(422, body)))).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Check the form',
      fields: { email: 'Please enter a valid email address' },
    });
    expect(
      await classifyInvokeError(
        invokeError('FunctionsHttpError', new Response('nope', { status: 415 })),
      ),
    ).toEqual({
      kind: 'refused',
      status: 415,
      message: 'HTTP 415',
      fields: undefined,
    });
  });
});

it('refuses to create a client without an address and key', async () => {
  await expect(createFunctionsClient('', 'key')).rejects.toThrow(
    /non-empty Supabase URL and publishable key/,
  );
  await expect(createFunctionsClient('https://project.supabase.co', '  ')).rejects.toThrow(
    /non-empty/,
  );
});
