/**
 * The send-form-submission function as a plain Web handler: Request in, Response out, with the
 * database and the email sender passed in. The Edge Function (Deno) and the local server (Node)
 * both serve it; tests call it directly.
 */
import { HONEYPOT_FIELD, parseEnquiryPayload } from './enquiry-schema.ts';
import {
  toEnquiryRecord,
  type EnquiryRecord,
  type EnquiryStore,
  type StoredEnquiry,
} from './enquiry-store.ts';
import {
  EMAIL_RETRY_INTERVAL_MS,
  notifyAndRecord,
  retryPendingNotifications,
} from './notification-sender.ts';
import { withTimeout } from './with-timeout.ts';
import { rateLimitKey } from './client-address.ts';
import { corsHeaders, refusalCorsHeaders } from './cors.ts';
import type { HandlerConfig } from './handler-config.ts';
import type { Notifier } from './notifier.ts';
import { declaresOtherCharset, readBodyText } from './request-body.ts';
import { answerFormPost, isFormPost } from './form-post.ts';
import { saltedHash, sameSecret } from './hashing.ts';
import type { Submission } from './submission.ts';

type Log = (...args: unknown[]) => void;

export interface SubmissionHandlerDeps {
  store: EnquiryStore;
  config: HandlerConfig;
  notifier?: Notifier | null;
  now?: () => Date;
  /** Server-side diagnostics (console.error by default); never shown to the client. */
  log?: Log;
  /**
   * Runs work after the answer has gone (Supabase's `EdgeRuntime.waitUntil`; a tracked promise
   * locally). With it, the email is sent after answering, and each new enquiry also retries emails
   * that failed before; without it, the email is awaited (bounded by the notifier's timeout).
   */
  background?: (work: Promise<unknown>) => void;
}

export type SubmissionHandler = (
  request: Request,
  /** The client's trusted address (clientAddressFromHeaders on Supabase); null when unknown. */
  context: { clientAddress: string | null },
) => Promise<Response>;

export type ErrorCode =
  | 'origin_not_allowed'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'invalid_json'
  | 'rate_limited'
  | 'invalid_enquiry'
  | 'id_conflict'
  | 'database_unavailable'
  | 'server_error';

/**
 * A form post repeating one stored this long ago or less is the same enquiry (a double press, a
 * resend after a lost answer); after it, the same words are a new enquiry.
 */
export const FORM_REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * The function's path (after its own URL) that the schedule calls to retry unsent emails; the
 * migration 20261124000300_schedule_email_retries.sql names it too.
 */
export const RETRY_NOTIFICATIONS_PATH = 'retry-notifications';

/** Seconds a client is asked to wait after a 503. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * A PostgreSQL error about the data or the query itself (SQLSTATE classes 22, 23, 42) will fail
 * again on retry; anything else (no connection, timeout, shutdown, overload) is the database being
 * unavailable, which a later retry can get past.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return !(typeof code === 'string' && /^(22|23|42)[0-9A-Z]{3}$/.test(code));
}

/**
 * The same enquiry twice: every field alike, the id aside (a JSON repeat was found by its id, a
 * form post's id is the server's own).
 */
function sameContent(stored: EnquiryRecord, enquiry: EnquiryRecord): boolean {
  return (Object.keys(enquiry) as (keyof EnquiryRecord)[]).every(
    (key) => key === 'id' || stored[key] === enquiry[key],
  );
}

/** What makes two form posts the same enquiry: every field but the id the server made. */
function formContentKey(salt: string, enquiry: EnquiryRecord): Promise<string> {
  return saltedHash(salt, `form-post\n${JSON.stringify({ ...enquiry, id: undefined })}`);
}

function isJson(contentType: string | null): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

function honeypotFilled(input: unknown): boolean {
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

export function createSubmissionHandler(deps: SubmissionHandlerDeps): SubmissionHandler {
  const { store, config, background } = deps;
  const notifier = deps.notifier ?? null;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console.error;
  const db = <T>(work: Promise<T>) => withTimeout(work, config.databaseTimeoutMs);

  /**
   * The new enquiry's email, then, when this runs after the answer (so no visitor waits for it),
   * earlier ones that failed.
   */
  const notifyAbout = async (enquiry: EnquiryRecord, receivedAt: Date) => {
    if (!notifier) return;
    const sender = { store, notifier, now, log, policy: config.notifications };
    await notifyAndRecord(sender, enquiry, receivedAt, config.databaseTimeoutMs);
    if (background) {
      await retryPendingNotifications({
        ...sender,
        limit: 5,
        failedAfterMs: EMAIL_RETRY_INTERVAL_MS,
      }).catch((error: unknown) => log('Retrying earlier emails failed:', error));
    }
  };

  /** Sends the email after the answer when the runtime allows it, else before answering. */
  const notifyLater = async (enquiry: EnquiryRecord, receivedAt: Date) => {
    if (background) background(notifyAbout(enquiry, receivedAt));
    else await notifyAbout(enquiry, receivedAt);
  };

  /**
   * Judges and stores one enquiry, whichever way it came: `json` carries the browser's id and is
   * stored once per id; `form` (a native form post) gets the server's id and is stored once per
   * content within FORM_REPEAT_WINDOW_MS.
   *
   * The rate limit counts what it is there to stop, enquiries stored: not a body the schema
   * refuses (it costs nothing and stores nothing), and not the resend of one already stored (the
   * outbox's replay after a lost answer, a double press), which is answered as a duplicate even
   * past the limit.
   */
  const submit = async (
    input: unknown,
    mode: 'json' | 'form',
    clientAddress: string | null,
  ): Promise<Submission> => {
    const parsed = parseEnquiryPayload(input);
    if (!parsed.ok) return { kind: 'invalid', fields: parsed.fields };
    const enquiry = toEnquiryRecord(parsed.enquiry);
    try {
      const receivedAt = now();
      const contentKey = mode === 'form' ? await formContentKey(config.ipHashSalt, enquiry) : '';
      const repeatsSince = new Date(receivedAt.getTime() - FORM_REPEAT_WINDOW_MS);
      const findStored = () =>
        db(
          mode === 'json'
            ? store.findEnquiry(enquiry.id)
            : store.findFormPost(contentKey, repeatsSince),
        );
      /**
       * A repeat: the same content is a duplicate, and its email, if still unsent (its first
       * request died, or timed out while the insert went through), is sent now; the claim keeps it
       * to one email. The same id with other content is refused: that is not a resend.
       */
      const repeatOf = async (stored: StoredEnquiry): Promise<Submission> => {
        if (!sameContent(stored, enquiry)) return { kind: 'conflict' };
        if (stored.notificationStatus === 'pending' || stored.notificationStatus === 'failed') {
          await notifyLater(stored, stored.createdAt);
        }
        return { kind: 'stored', id: stored.id, duplicate: true };
      };

      const earlier = await findStored();
      if (earlier) return await repeatOf(earlier);

      const windowMs = config.rateLimit.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(receivedAt.getTime() / windowMs) * windowMs);
      const clientHash = await saltedHash(config.ipHashSalt, rateLimitKey(clientAddress));
      const hits = await db(store.countRateLimitHit(clientHash, windowStart));
      if (hits > config.rateLimit.max) {
        const retryAfter = Math.max(
          1,
          Math.ceil((windowStart.getTime() + windowMs - receivedAt.getTime()) / 1000),
        );
        return { kind: 'rate_limited', retryAfter };
      }
      // The field people cannot see was filled (a bot): kept as spam, never emailed, and the
      // sender is told it succeeded, so it learns nothing.
      const spam = honeypotFilled(input);
      const meta = {
        clientHash,
        notificationStatus: spam
          ? ('spam' as const)
          : notifier
            ? ('pending' as const)
            : ('not_configured' as const),
        receivedAt,
      };
      const outcome = await db(
        mode === 'json'
          ? store.insertEnquiry(enquiry, meta)
          : store.insertFormPost(enquiry, { ...meta, contentKey, repeatsSince }),
      );
      if (outcome === 'duplicate') {
        // Another request stored it between our look and our insert: this one stored nothing.
        await db(store.refundRateLimitHit(clientHash, windowStart));
        const stored = await findStored();
        return stored
          ? await repeatOf(stored)
          : { kind: 'stored', id: enquiry.id, duplicate: true };
      }
      // The enquiry is stored: from here on nothing changes the answer.
      if (!spam) await notifyLater(enquiry, receivedAt);
      return { kind: 'stored', id: enquiry.id, duplicate: false };
    } catch (error) {
      log('send-form-submission failed:', error);
      return { kind: isDatabaseUnavailable(error) ? 'unavailable' : 'server_error' };
    }
  };

  /**
   * The scheduled retry (pg_cron and pg_net on Supabase, every few minutes): POST to
   * RETRY_NOTIFICATIONS_PATH with `Authorization: Bearer <NOTIFY_RETRY_SECRET>`. Closed (404)
   * while no secret is set.
   */
  const answerRetry = async (request: Request): Promise<Response> => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    await request.body?.cancel().catch(() => {});
    if (config.retrySecret === null) {
      return json(404, { error: { code: 'not_found', message: 'No such path.' } });
    }
    if (request.method !== 'POST') {
      return json(405, { error: { code: 'method_not_allowed', message: 'Use POST.' } });
    }
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    if (!(await sameSecret(token, config.retrySecret))) {
      return json(401, { error: { code: 'unauthorized', message: 'A valid secret is needed.' } });
    }
    if (!notifier) return json(200, { attempted: 0, sent: 0, failed: 0, summarised: 0 });
    try {
      const result = await retryPendingNotifications({
        store,
        notifier,
        now,
        log,
        policy: config.notifications,
        failedAfterMs: EMAIL_RETRY_INTERVAL_MS,
      });
      return json(200, result);
    } catch (error) {
      log('The scheduled email retry failed:', error);
      return json(503, { error: { code: 'database_unavailable', message: 'Try again later.' } });
    }
  };

  return async (request, { clientAddress }) => {
    if (new URL(request.url).pathname.endsWith(`/${RETRY_NOTIFICATIONS_PATH}`)) {
      return answerRetry(request);
    }
    const contentType = request.headers.get('content-type');
    if (request.method === 'POST' && isFormPost(contentType)) {
      return answerFormPost(request, {
        allowedOrigins: config.allowedOrigins,
        maxBodyBytes: config.maxBodyBytes,
        submit: (input) => submit(input, 'form', clientAddress),
      });
    }
    const origin = request.headers.get('origin');
    const cors = corsHeaders(origin, config.allowedOrigins);
    // corsHeaders is null only for a request with an Origin that is not allowed.
    const baseHeaders = cors ?? refusalCorsHeaders(origin!);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: {
          ...baseHeaders,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...headers,
        },
      });
    const fail = (
      status: number,
      code: ErrorCode,
      message: string,
      extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
    ) =>
      reply(
        status,
        { error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) } },
        extra.headers,
      );

    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: baseHeaders });
    }
    if (cors === null) {
      await request.body?.cancel().catch(() => {});
      return fail(403, 'origin_not_allowed', 'This site may not send enquiries here.');
    }
    if (request.method !== 'POST') {
      return fail(405, 'method_not_allowed', 'Send enquiries with POST.', {
        headers: { Allow: 'POST, OPTIONS' },
      });
    }
    if (!isJson(contentType)) {
      return fail(415, 'unsupported_media_type', 'Send the enquiry as application/json.');
    }
    if (declaresOtherCharset(contentType)) {
      return fail(415, 'unsupported_media_type', 'Send the enquiry as UTF-8 JSON.');
    }
    const body = await readBodyText(request, config.maxBodyBytes);
    if (!body.ok && body.reason === 'too_large') {
      return fail(413, 'payload_too_large', `An enquiry is at most ${config.maxBodyBytes} bytes.`);
    }
    let input: unknown;
    try {
      input = body.ok ? JSON.parse(body.text) : undefined;
    } catch {
      // reported below, with an unreadable body
    }
    if (input === undefined) return fail(400, 'invalid_json', 'The body is not valid JSON.');

    const submission = await submit(input, 'json', clientAddress);
    switch (submission.kind) {
      case 'stored':
        return reply(submission.duplicate ? 200 : 201, {
          id: submission.id,
          duplicate: submission.duplicate,
        });
      case 'invalid':
        return fail(422, 'invalid_enquiry', 'Some fields need attention.', {
          fields: submission.fields,
        });
      case 'conflict':
        return fail(
          409,
          'id_conflict',
          'An enquiry with this id was already received with different content.',
        );
      case 'rate_limited':
        return fail(429, 'rate_limited', 'Too many enquiries from this address; try again later.', {
          headers: { 'Retry-After': String(submission.retryAfter) },
        });
      case 'unavailable':
        return fail(
          503,
          'database_unavailable',
          'Enquiries cannot be stored just now; try again shortly.',
          { headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
        );
      case 'server_error':
        return fail(500, 'server_error', 'The enquiry could not be stored.');
    }
  };
}
