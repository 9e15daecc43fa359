// @vitest-environment node
import { openLocalDatabase, type LocalDatabase } from '../../../scripts/local-server/local-backend';
import { HONEYPOT_FIELD, parseEnquiryPayload } from './enquiry-schema.ts';
import { createSqlEnquiryStore, toEnquiryRecord, type SqlClient } from './enquiry-store.ts';
import { readHandlerConfig, type HandlerConfig } from './handler-config.ts';
import { createResendNotifier } from './notifier.ts';
import { clientAddressFromHeaders } from './client-address.ts';
import { retryPendingNotifications } from './notification-sender.ts';
import { createSubmissionHandler, type SubmissionHandlerDeps } from './submission-handler.ts';
import { capitalRaisingEnquiry, contactEnquiry, formFields } from './test-enquiries.ts';

const ORIGIN = 'https://www.example.com';
const URL_ = 'http://localhost/functions/v1/send-form-submission';
const CLIENT = { clientAddress: '203.0.113.7' };

let database: LocalDatabase;
beforeAll(async () => {
  database = await openLocalDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.sql.query('truncate public.enquiries, public.enquiry_rate_limits cascade');
});

function config(env: Record<string, string> = {}): HandlerConfig {
  return readHandlerConfig({ ALLOWED_ORIGINS: ORIGIN, IP_HASH_SALT: 'test-salt', ...env });
}

function handler(overrides: Partial<SubmissionHandlerDeps> = {}) {
  return createSubmissionHandler({
    store: createSqlEnquiryStore(database.sql),
    config: config(),
    log: () => {},
    ...overrides,
  });
}

const contact = () => contactEnquiry({ page: 'Fixed Income' });
// Untrimmed, as a visitor may type it: the form's text is trimmed before it is checked.
const capital = () => capitalRaisingEnquiry({ firstName: ' Grace ' });

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function rows() {
  const result = await database.sql.query<Record<string, unknown>>(
    'select * from public.enquiries order by created_at',
  );
  return result.rows;
}

/** Every error answer: JSON in the agreed shape, CORS headers, nothing from inside the server. */
async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  expect(response.headers.get('vary')).toBe('Origin');
  const text = await response.text();
  expect(text).not.toMatch(/\bat \S+:\d+|Error:|stack|relation|violates|ECONN|sql/i);
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

const EMAIL_ENV = {
  RESEND_API_KEY: 're_test',
  NOTIFY_EMAIL_TO: 'desk@example.com',
  NOTIFY_EMAIL_FROM: 'Site <site@example.com>',
};

/** Resend's API as a fetch stand-in answering `answer()`, with every call it got. */
function fakeResendAnswering(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe('a valid enquiry', () => {
  it('is stored once with its page and fields, and answered 201', async () => {
    const enquiry = contact();
    const response = await handler()(post(enquiry), CLIENT);
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({ id: enquiry.id, duplicate: false });
    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id: enquiry.id,
      page: 'Fixed Income',
      first_name: 'Ada',
      phone: '20 7946 0000',
      country: 'United Kingdom',
      company_name: null,
      consent: null,
      notification_status: 'not_configured',
      notification_attempts: 0,
    });
    expect(row?.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.client_hash).not.toContain('203.0.113.7');
  });

  it('from the capital raising form is stored trimmed', async () => {
    const enquiry = capital();
    const response = await handler()(post(enquiry), CLIENT);
    expect(response.status).toBe(201);
    expect(await rows()).toEqual([
      expect.objectContaining({
        page: 'Capital Raising',
        first_name: 'Grace',
        company_name: 'Compilers Ltd',
        funding_requirement: 'equity',
        consent: true,
        country_code: null,
      }),
    ]);
  });

  it('sent twice is stored once; the repeat is answered 200 with duplicate: true', async () => {
    const enquiry = contact();
    const handle = handler();
    expect((await handle(post(enquiry), CLIENT)).status).toBe(201);
    const again = await handle(post(enquiry), CLIENT);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: enquiry.id, duplicate: true });
    expect(await rows()).toHaveLength(1);
  });

  it('sent again under its id with other content is refused 409 id_conflict, the first kept', async () => {
    const enquiry = contact();
    const handle = handler();
    expect((await handle(post(enquiry), CLIENT)).status).toBe(201);
    const changed = await handle(post({ ...enquiry, message: 'A different message now.' }), CLIENT);
    const error = await expectError(changed, 409, 'id_conflict');
    expect(error.message).toMatch(/different content/);
    expect(await rows()).toEqual([expect.objectContaining({ message: enquiry.message })]);
  });

  it('with the honeypot filled is answered like a success, kept as spam and not emailed', async () => {
    const resend = fakeResendAnswering(() => Response.json({ id: 'email' }));
    const handle = handler({
      notifier: createResendNotifier(config(EMAIL_ENV).email!, { fetch: resend.fetch }),
    });
    const enquiry = { ...contact(), [HONEYPOT_FIELD]: 'https://cheap-pills.example' };
    const response = await handle(post(enquiry), CLIENT);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: enquiry.id, duplicate: false });
    expect(await rows()).toEqual([
      expect.objectContaining({ id: enquiry.id, notification_status: 'spam' }),
    ]);
    expect(resend.calls).toHaveLength(0);
  });
});

/** The fields as a browser posts a form without JavaScript: urlencoded, no id. */
function formPost(
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN },
) {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** An enquiry as its form's fields, with the empty trap a browser posts along. */
const asFormFields = (enquiry: Record<string, unknown>) => ({
  ...formFields(enquiry),
  [HONEYPOT_FIELD]: '',
});

describe('a form posted without JavaScript', () => {
  const received = `${ORIGIN}/enquiry-received`;
  const notSent = (reason: string) => `${ORIGIN}/enquiry-not-sent/${reason}`;

  it('is stored with its page and a server-made id, and answered 303 to the confirmation', async () => {
    const response = await handler()(formPost(asFormFields(contact())), CLIENT);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(received);
    expect(await response.text()).toBe('');
    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ page: 'Fixed Income', first_name: 'Ada', consent: null });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('from the capital raising form takes the ticked consent ("true" or "on")', async () => {
    for (const ticked of ['true', 'on']) {
      const fields = { ...asFormFields(capital()), consent: ticked, message: `Raising ${ticked}.` };
      const response = await handler()(formPost(fields), CLIENT);
      expect(response.headers.get('location')).toBe(received);
    }
    expect(await rows()).toEqual([
      expect.objectContaining({ page: 'Capital Raising', first_name: 'Grace', consent: true }),
      expect.objectContaining({ page: 'Capital Raising', consent: true }),
    ]);
  });

  it.each([
    ['a field that fails its rule', { ...asFormFields(contact()), email: 'ada@' }],
    ['consent unticked (absent)', asFormFields({ ...capital(), consent: false })],
    ['consent on a form that has none', { ...asFormFields(contact()), consent: 'true' }],
    ['an id of its own', { ...asFormFields(contact()), id: crypto.randomUUID() }],
    ['a field no form has', { ...asFormFields(contact()), isAdmin: 'true' }],
    ['a message over 16 KiB', { ...asFormFields(contact()), message: 'x'.repeat(17_000) }],
  ])('with %s: 303 to the invalid page, nothing stored', async (_, fields) => {
    const response = await handler()(formPost(fields), CLIENT);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(notSent('invalid'));
    expect(await rows()).toHaveLength(0);
  });

  it('with a field twice, or bytes that are not UTF-8: 303 to the invalid page', async () => {
    const twice = `${new URLSearchParams(asFormFields(contact()))}&firstName=Eve`;
    const notUtf8 = new Uint8Array([...new TextEncoder().encode('firstName='), 0xff]);
    for (const body of [twice, notUtf8]) {
      const request = new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body,
      });
      expect((await handler()(request, CLIENT)).headers.get('location')).toBe(notSent('invalid'));
    }
    expect(await rows()).toHaveLength(0);
  });

  it('pressed twice, or sent again within 10 minutes, is one enquiry; later it is a new one', async () => {
    let time = Date.UTC(2026, 10, 22, 12, 0, 0);
    const handle = handler({ now: () => new Date(time) });
    const fields = asFormFields(contact());
    expect((await handle(formPost(fields), CLIENT)).headers.get('location')).toBe(received);
    time += 9 * 60_000;
    expect((await handle(formPost(fields), CLIENT)).headers.get('location')).toBe(received);
    expect(await rows()).toHaveLength(1);
    time += 11 * 60_000;
    expect((await handle(formPost(fields), CLIENT)).headers.get('location')).toBe(received);
    expect(await rows()).toHaveLength(2);
  });

  it('sent five times at the same moment is stored once', async () => {
    const handle = handler();
    const fields = asFormFields(contact());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => handle(formPost(fields), CLIENT)),
    );
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual(
      Array(5).fill(received),
    );
    expect(await rows()).toHaveLength(1);
  });

  it('goes back to the origin of the Referer when the browser sent no Origin', async () => {
    const response = await handler()(
      formPost(asFormFields(contact()), { referer: `${ORIGIN}/fixed-income?x=1` }),
      CLIENT,
    );
    expect(response.headers.get('location')).toBe(received);
  });

  it.each([
    ['an origin not allowed', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a Referer not allowed', { referer: 'https://evil.example/page' }],
    ['neither Origin nor Referer', {}],
  ])('from %s: a plain 403, no redirect, nothing stored', async (_, headers) => {
    const response = await handler()(
      formPost(asFormFields(contact()), headers as Record<string, string>),
      CLIENT,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/only be sent from the site/);
    expect(await rows()).toHaveLength(0);
  });

  it('rate limited: 303 to the busy page', async () => {
    const handle = handler({ config: config({ RATE_LIMIT_MAX: '1' }) });
    await handle(formPost(asFormFields(contact())), CLIENT);
    const response = await handle(formPost(asFormFields(capital())), CLIENT);
    expect(response.headers.get('location')).toBe(notSent('busy'));
    expect(await rows()).toHaveLength(1);
  });

  it('with the database down: 303 to the unavailable page', async () => {
    const refusing: SqlClient = {
      query: () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' })),
    };
    const handle = handler({ store: createSqlEnquiryStore(refusing) });
    const response = await handle(formPost(asFormFields(contact())), CLIENT);
    expect(response.headers.get('location')).toBe(notSent('unavailable'));
  });

  it('leaves JSON alone: the same content under two ids is two enquiries', async () => {
    const handle = handler();
    const first = contact();
    expect((await handle(post(first), CLIENT)).status).toBe(201);
    expect((await handle(post({ ...first, id: crypto.randomUUID() }), CLIENT)).status).toBe(201);
    expect(await rows()).toHaveLength(2);
  });
});

describe('an invalid enquiry', () => {
  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['countryCode', '+999', 'Please select a country code'],
    ['phone', 'call me', 'Please enter a valid phone number'],
    ['country', 'Atlantis', 'Please select your country'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['id', 'not-a-uuid', 'id must be a UUID'],
    ['page', 'Careers', "page must name one of the site's forms"],
  ])('contact form: %s = %j is refused 422 with its message', async (field, value, message) => {
    const response = await handler()(post({ ...contact(), [field]: value }), CLIENT);
    const error = await expectError(response, 422, 'invalid_enquiry');
    expect(error.fields).toEqual({ [field]: message });
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['firstName', ' ', 'First name is required'],
    ['lastName', 'L'.repeat(51), 'Last name must be less than 50 characters'],
    ['companyName', '', 'Company name is required'],
    ['email', 'grace', 'Invalid email address'],
    ['contactNumber', '1'.repeat(21), 'Contact number must be less than 20 characters'],
    ['fundingRequirement', 'grant', 'Please select a funding requirement'],
    ['message', '', 'Message is required'],
    ['consent', false, 'You must consent to be contacted'],
  ])('capital raising: %s = %j is refused 422 with its message', async (field, value, message) => {
    const response = await handler()(post({ ...capital(), [field]: value }), CLIENT);
    const error = await expectError(response, 422, 'invalid_enquiry');
    expect(error.fields).toEqual({ [field]: message });
    expect(await rows()).toHaveLength(0);
  });
});

describe('requests the function does not take', () => {
  it('other methods: 405 with Allow', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await handler()(
        new Request(URL_, { method, headers: { origin: ORIGIN } }),
        CLIENT,
      );
      await expectError(response, 405, 'method_not_allowed');
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('a body that is not JSON by type: 415', async () => {
    const response = await handler()(
      post(JSON.stringify(contact()), { 'content-type': 'text/plain' }),
      CLIENT,
    );
    await expectError(response, 415, 'unsupported_media_type');
  });

  it('JSON declared in a charset other than UTF-8: 415, saying so; UTF-8 in any spelling passes', async () => {
    for (const charset of ['utf-16', 'ISO-8859-1', '"windows-1252"']) {
      const response = await handler()(
        post(contact(), { 'content-type': `application/json; charset=${charset}` }),
        CLIENT,
      );
      const error = await expectError(response, 415, 'unsupported_media_type');
      expect(error.message).toBe('Send the enquiry as UTF-8 JSON.');
    }
    for (const charset of ['utf-8', 'UTF8', '"utf-8"']) {
      const response = await handler()(
        post(contact(), { 'content-type': `application/json; charset=${charset}` }),
        CLIENT,
      );
      expect(response.status).toBe(201);
    }
    expect(await rows()).toHaveLength(3);
  });

  it('malformed JSON, an empty body, or bytes that are not UTF-8: 400', async () => {
    for (const body of ['{"firstName": ', '', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      const request = new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', origin: ORIGIN },
        body,
      });
      await expectError(await handler()(request, CLIENT), 400, 'invalid_json');
    }
  });

  it('more than 16 KiB with Content-Length: 413 without reading the body', async () => {
    const body = new TextEncoder().encode(
      JSON.stringify({ ...contact(), message: 'x'.repeat(20_000) }),
    );
    let read = false;
    // Handed out only when read (highWaterMark 0), so reading any of it shows.
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read = true;
          controller.enqueue(body);
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(URL_, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.byteLength),
        origin: ORIGIN,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBe(String(body.byteLength));
    await expectError(await handler()(request, CLIENT), 413, 'payload_too_large');
    expect(read).toBe(false);
  });

  it('more than 16 KiB streamed without Content-Length: 413, reading stops early', async () => {
    let produced = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        produced += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const request = new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    await expectError(await handler()(request, CLIENT), 413, 'payload_too_large');
    expect(produced).toBeLessThan(64 * 1024);
    expect(await rows()).toHaveLength(0);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After past the limit, and still serves other clients', async () => {
    // 100 s into a 600 s window: the window ends in 500 s.
    const now = () => new Date(Date.UTC(2026, 10, 22, 12, 0, 0) + 100_000);
    const handle = handler({ config: config({ RATE_LIMIT_MAX: '2' }), now });
    expect((await handle(post(contact()), CLIENT)).status).toBe(201);
    expect((await handle(post(contact()), CLIENT)).status).toBe(201);
    const refused = await handle(post(contact()), CLIENT);
    await expectError(refused, 429, 'rate_limited');
    expect(refused.headers.get('retry-after')).toBe('500');
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect((await handle(post(contact()), { clientAddress: '198.51.100.1' })).status).toBe(201);
    expect(await rows()).toHaveLength(3);
  });

  it('counts a client that writes its own X-Forwarded-For by the address its proxy added', async () => {
    const handle = handler({ config: config({ RATE_LIMIT_MAX: '2' }) });
    // As the Edge Function does (index.ts): the address comes from the proxies' headers.
    const send = (spoofed: string) => {
      const request = post(contact(), { 'x-forwarded-for': `${spoofed}, 203.0.113.7` });
      return handle(request, { clientAddress: clientAddressFromHeaders(request.headers) });
    };
    expect((await send('192.0.2.1')).status).toBe(201);
    expect((await send('192.0.2.2')).status).toBe(201);
    await expectError(await send('192.0.2.3'), 429, 'rate_limited');
    expect(await rows()).toHaveLength(2);
  });

  it('does not count bodies the schema refuses', async () => {
    const handle = handler({ config: config({ RATE_LIMIT_MAX: '2' }) });
    for (let typo = 0; typo < 5; typo += 1) {
      await expectError(
        await handle(post({ ...contact(), email: 'ada@' }), CLIENT),
        422,
        'invalid_enquiry',
      );
    }
    expect((await handle(post(contact()), CLIENT)).status).toBe(201);
    expect((await handle(post(contact()), CLIENT)).status).toBe(201);
  });

  it('does not count resends of a stored enquiry, and answers them even past the limit', async () => {
    const handle = handler({ config: config({ RATE_LIMIT_MAX: '2' }) });
    const first = contact();
    expect((await handle(post(first), CLIENT)).status).toBe(201);
    for (let replay = 0; replay < 5; replay += 1) {
      expect((await handle(post(first), CLIENT)).status).toBe(200);
    }
    expect((await handle(post(contact()), CLIENT)).status).toBe(201);
    await expectError(await handle(post(contact()), CLIENT), 429, 'rate_limited');
    const replayed = await handle(post(first), CLIENT);
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toEqual({ id: first.id, duplicate: true });
    expect(await rows()).toHaveLength(2);
  });

  it('counts IPv6 visitors by their /64, whichever address of it they use', async () => {
    const handle = handler({ config: config({ RATE_LIMIT_MAX: '2' }) });
    const from = (address: string) => handle(post(contact()), { clientAddress: address });
    expect((await from('2001:db8:1:2::a')).status).toBe(201);
    expect((await from('2001:db8:1:2::b')).status).toBe(201);
    await expectError(await from('2001:db8:1:2:ffff::c'), 429, 'rate_limited');
    expect((await from('2001:db8:1:3::a')).status).toBe(201);
  });

  it('gives requests without a trusted address their own bucket, never a visitor’s', async () => {
    const handle = handler({ config: config({ RATE_LIMIT_MAX: '1' }) });
    expect((await handle(post(contact()), { clientAddress: null })).status).toBe(201);
    await expectError(await handle(post(contact()), { clientAddress: null }), 429, 'rate_limited');
    for (const address of ['0.0.0.0', '203.0.113.7', '198.51.100.1']) {
      expect((await handle(post(contact()), { clientAddress: address })).status).toBe(201);
    }
  });

  it('starts again in the next window', async () => {
    let time = Date.UTC(2026, 10, 22, 12, 0, 0);
    const handle = handler({ config: config({ RATE_LIMIT_MAX: '1' }), now: () => new Date(time) });
    expect((await handle(post(contact()), CLIENT)).status).toBe(201);
    expect((await handle(post(contact()), CLIENT)).status).toBe(429);
    time += 600_000;
    expect((await handle(post(contact()), CLIENT)).status).toBe(201);
  });
});

describe('when the database fails', () => {
  const refusing: SqlClient = {
    query: () =>
      Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
  };

  it('answers 503 database_unavailable with Retry-After, and no database text', async () => {
    const log = vi.fn();
    const handle = handler({ store: createSqlEnquiryStore(refusing), log });
    const response = await handle(post(contact()), CLIENT);
    await expectError(response, 503, 'database_unavailable');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(log).toHaveBeenCalled();
  });

  it('answers 503 when the database does not answer in time', async () => {
    const silent: SqlClient = { query: () => new Promise(() => {}) };
    const slowConfig = { ...config(), databaseTimeoutMs: 50 };
    const handle = handler({ store: createSqlEnquiryStore(silent), config: slowConfig });
    await expectError(await handle(post(contact()), CLIENT), 503, 'database_unavailable');
  });

  it('answers 500 server_error when the database refuses the data itself', async () => {
    const refusingData: SqlClient = {
      query: () =>
        Promise.reject(
          Object.assign(new Error('new row violates check constraint'), { code: '23514' }),
        ),
    };
    const handle = handler({ store: createSqlEnquiryStore(refusingData) });
    await expectError(await handle(post(contact()), CLIENT), 500, 'server_error');
  });
});

describe('email notification', () => {
  it('is sent with the enquiry id as idempotency key, and recorded as sent', async () => {
    const resend = fakeResendAnswering(() => Response.json({ id: 'email-1' }));
    const settings = config(EMAIL_ENV).email!;
    const handle = handler({ notifier: createResendNotifier(settings, { fetch: resend.fetch }) });
    const enquiry = { ...contact(), message: 'Hello <script>alert(1)</script> & goodbye' };
    expect((await handle(post(enquiry), CLIENT)).status).toBe(201);

    expect(resend.calls).toHaveLength(1);
    const [{ url, init }] = resend.calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://api.resend.com/emails');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer re_test');
    expect(headers.get('idempotency-key')).toBe(enquiry.id);
    const sent = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      from: 'Site <site@example.com>',
      to: ['desk@example.com'],
      reply_to: 'ada@example.com',
    });
    expect(sent.text).toContain('Message: Hello <script>alert(1)</script> & goodbye');
    expect(sent.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; goodbye');
    expect(sent.html).not.toContain('<script>');

    expect(await rows()).toEqual([
      expect.objectContaining({
        notification_status: 'sent',
        notification_attempts: 1,
        notified_at: expect.any(Date),
      }),
    ]);
  });

  it('that fails keeps the enquiry, records the failure, and a later retry sends it once', async () => {
    const down = fakeResendAnswering(() => new Response('{"message":"internal"}', { status: 500 }));
    const settings = config(EMAIL_ENV).email!;
    const store = createSqlEnquiryStore(database.sql);
    const handle = handler({
      store,
      notifier: createResendNotifier(settings, { fetch: down.fetch }),
    });
    const enquiry = contact();
    const response = await handle(post(enquiry), CLIENT);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: enquiry.id, duplicate: false });
    expect(await rows()).toEqual([
      expect.objectContaining({
        id: enquiry.id,
        notification_status: 'failed',
        notification_attempts: 1,
        notification_error: expect.stringContaining('500'),
      }),
    ]);

    const up = fakeResendAnswering(() => Response.json({ id: 'email-2' }));
    const notifier = createResendNotifier(settings, { fetch: up.fetch });
    expect(await retryPendingNotifications({ store, notifier, log: () => {} })).toEqual({
      attempted: 1,
      sent: 1,
      failed: 0,
      summarised: 0,
    });
    expect(await retryPendingNotifications({ store, notifier, log: () => {} })).toEqual({
      attempted: 0,
      sent: 0,
      failed: 0,
      summarised: 0,
    });
    expect(up.calls).toHaveLength(1);
    expect(new Headers(up.calls[0]?.init.headers).get('idempotency-key')).toBe(enquiry.id);
    expect(await rows()).toEqual([
      expect.objectContaining({
        notification_status: 'sent',
        notification_attempts: 2,
        notification_error: null,
      }),
    ]);
  });

  it('still unsent when the enquiry is sent again (its request died) is sent by the repeat, once', async () => {
    const resend = fakeResendAnswering(() => Response.json({ id: 'email-3' }));
    const notifier = createResendNotifier(config(EMAIL_ENV).email!, { fetch: resend.fetch });
    const store = createSqlEnquiryStore(database.sql);
    const enquiry = contact();
    // Stored by a request that answered 503 (its insert committed after the 5 s limit) and never
    // got to the email.
    const parsed = parseEnquiryPayload(enquiry);
    if (!parsed.ok) throw new Error('fixture is invalid');
    await store.insertEnquiry(toEnquiryRecord(parsed.enquiry), {
      clientHash: 'c'.repeat(64),
      notificationStatus: 'pending',
      receivedAt: new Date(),
    });
    const handle = handler({ store, notifier });
    const replay = await handle(post(enquiry), CLIENT);
    expect(replay.status).toBe(200);
    expect(await handle(post(enquiry), CLIENT)).toHaveProperty('status', 200);
    expect(resend.calls).toHaveLength(1);
    expect(await rows()).toEqual([
      expect.objectContaining({ notification_status: 'sent', notification_attempts: 1 }),
    ]);
  });

  it('that fails is retried with the very payload of the first attempt', async () => {
    let up = false;
    const resend = fakeResendAnswering(() =>
      up ? Response.json({ id: 'email-4' }) : new Response('{}', { status: 500 }),
    );
    const notifier = createResendNotifier(config(EMAIL_ENV).email!, { fetch: resend.fetch });
    const store = createSqlEnquiryStore(database.sql);
    // The function's clock, not the database's: the row must keep the time the email states.
    const handle = handler({ store, notifier, now: () => new Date('2026-11-22T09:30:00Z') });
    expect((await handle(post(contact()), CLIENT)).status).toBe(201);
    up = true;
    expect(await retryPendingNotifications({ store, notifier, log: () => {} })).toMatchObject({
      sent: 1,
    });
    const [first, retry] = resend.calls.map((call) => call.init.body);
    expect(retry).toBe(first);
    expect(String(first)).toContain('Received 2026-11-22T09:30:00.000Z');
  });

  it('that times out is a failure like any other', async () => {
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const notifier = createResendNotifier(config(EMAIL_ENV).email!, {
      fetch: hanging,
      timeoutMs: 20,
    });
    expect((await handler({ notifier })(post(contact()), CLIENT)).status).toBe(201);
    expect(await rows()).toEqual([expect.objectContaining({ notification_status: 'failed' })]);
  });
});

describe('the scheduled retry path', () => {
  const SECRET = 'r'.repeat(40);
  const retry = (authorization?: string, method = 'POST') =>
    new Request(`${URL_}/retry-notifications`, {
      method,
      headers: authorization ? { authorization } : {},
    });

  async function failedEnquiry() {
    const store = createSqlEnquiryStore(database.sql);
    const down = fakeResendAnswering(() => new Response('{}', { status: 500 }));
    const notifier = createResendNotifier(config(EMAIL_ENV).email!, { fetch: down.fetch });
    await handler({ store, notifier })(post(contact()), CLIENT);
    // Its last attempt was long enough ago to be due.
    await database.sql.query(
      `update public.enquiries set notification_attempted_at = now() - interval '1 hour'`,
    );
  }

  it('with the secret, sends the emails that failed and says how it went', async () => {
    await failedEnquiry();
    const up = fakeResendAnswering(() => Response.json({ id: 'email' }));
    const handle = handler({
      config: config({ ...EMAIL_ENV, NOTIFY_RETRY_SECRET: SECRET }),
      notifier: createResendNotifier(config(EMAIL_ENV).email!, { fetch: up.fetch }),
    });
    const response = await handle(retry(`Bearer ${SECRET}`), { clientAddress: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ attempted: 1, sent: 1, failed: 0, summarised: 0 });
    expect(up.calls).toHaveLength(1);
    expect(await rows()).toEqual([expect.objectContaining({ notification_status: 'sent' })]);
  });

  it('without the right secret, or with none configured, sends nothing', async () => {
    await failedEnquiry();
    const up = fakeResendAnswering(() => Response.json({ id: 'email' }));
    const notifier = createResendNotifier(config(EMAIL_ENV).email!, { fetch: up.fetch });
    const handle = handler({ config: config({ NOTIFY_RETRY_SECRET: SECRET }), notifier });
    for (const wrong of [undefined, `Bearer ${SECRET}x`, `Bearer ${'s'.repeat(40)}`]) {
      expect((await handle(retry(wrong), { clientAddress: null })).status).toBe(401);
    }
    expect((await handle(retry(`Bearer ${SECRET}`, 'GET'), CLIENT)).status).toBe(405);
    const closed = handler({ notifier });
    expect((await closed(retry(`Bearer ${SECRET}`), CLIENT)).status).toBe(404);
    expect(up.calls).toHaveLength(0);
    expect(await rows()).toEqual([expect.objectContaining({ notification_status: 'failed' })]);
  });
});

describe('CORS', () => {
  it('answers the preflight from an allowed origin with what supabase-js needs', async () => {
    const response = await handler()(
      new Request(URL_, {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
        },
      }),
      CLIENT,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')?.split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'x-region',
      ]),
    );
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('refuses other origins with a 403 their page can read, storing nothing', async () => {
    const other = 'https://misconfigured.example';
    const preflight = await handler()(
      new Request(URL_, {
        method: 'OPTIONS',
        headers: { origin: other, 'access-control-request-method': 'POST' },
      }),
      CLIENT,
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(other);
    const response = await handler()(post(contact(), { origin: other }), CLIENT);
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe(other);
    expect(response.headers.get('vary')).toBe('Origin');
    expect(await response.json()).toEqual({
      error: { code: 'origin_not_allowed', message: expect.any(String) },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('allows any origin when configured with *', async () => {
    const handle = handler({ config: config({ ALLOWED_ORIGINS: '*' }) });
    const response = await handle(post(contact(), { origin: 'https://anywhere.example' }), CLIENT);
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
