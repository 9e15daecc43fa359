/**
 * How an enquiry travels to the send-form-submission function, from a page and from the service
 * worker alike: supabase-js's `functions.invoke`, the client the site's owners chose so the site can
 * grow into Supabase (auth, storage) without a second client, downloaded as
 * enquiry-client-download.ts says.
 *
 * Runs in a window and in a service worker: no DOM, nothing done at import time.
 */
import type * as SupabaseJsModule from '@supabase/supabase-js';
import type { EnquiryPayload } from '#shared/enquiry-schema';
import { supabaseJsWithin, type SupabaseJs } from './enquiry-client-download';
import { enquiryProject } from './enquiry-function-address';
import { ENQUIRY_FUNCTION, ENQUIRY_TIMEOUT_MS } from './enquiry-settings';

/** What became of one attempt to send an enquiry. */
export type SendOutcome =
  | { kind: 'stored'; duplicate: boolean }
  /** No answer at all: offline, network failure, timeout, or the platform could not reach the function. */
  | { kind: 'no-answer' }
  /** The server could not take it now (5xx, 408, 429); sending it again later can succeed. */
  | { kind: 'retryable'; status: number; retryAfterSeconds?: number }
  /** The server refused it (other 4xx); sending it again unchanged will not help. */
  | { kind: 'refused'; status: number; message: string; fields?: Record<string, string> };

/** Every outcome but success: what the outbox remembers as an enquiry's last error. */
export type SendFailure = Exclude<SendOutcome, { kind: 'stored' }>;

/** Retry-After in seconds, from either of its forms (seconds, or an HTTP date). */
export function retryAfterSeconds(response: Response, now = Date.now()): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - now) / 1000));
}

interface ErrorBody {
  error?: { message?: unknown; fields?: unknown };
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** What the function's error answer (any status but 2xx) means for the enquiry. */
export async function classifyErrorAnswer(response: Response): Promise<SendFailure> {
  const { status } = response;
  if (status >= 500 || status === 408 || status === 429) {
    const retryAfter = retryAfterSeconds(response);
    return retryAfter === undefined
      ? { kind: 'retryable', status }
      : { kind: 'retryable', status, retryAfterSeconds: retryAfter };
  }
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const message = typeof body.error?.message === 'string' ? body.error.message : `HTTP ${status}`;
  const fields = stringFields(body.error?.fields);
  return fields
    ? { kind: 'refused', status, message, fields }
    : { kind: 'refused', status, message };
}

type EnquiryClient = SupabaseJsModule.SupabaseClient;

/**
 * This context's one client (a page's, or the worker's), made with the first enquiry. Visitors
 * never sign in: no session is kept or refreshed, none is looked for in the address, and no
 * realtime connection is opened (supabase-js opens one only for a channel, and none is made).
 */
let made: { projectUrl: string; client: EnquiryClient } | undefined;

function enquiryClient(supabaseJs: SupabaseJs): EnquiryClient {
  // Read at send time, never at import: a service worker shares its pages' origin.
  const { projectUrl, key } = enquiryProject(globalThis.location.origin);
  if (made?.projectUrl !== projectUrl) {
    made = {
      projectUrl,
      client: supabaseJs.createClient(projectUrl, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    };
  }
  return made.client;
}

/** Sends one enquiry once. Never throws: every failure is an outcome. */
export async function sendEnquiry(
  payload: EnquiryPayload,
  { timeoutMs = ENQUIRY_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SendOutcome> {
  // The download and the request share one time limit: with no code, or no connection, the
  // enquiry has had no answer, and the outbox sends it later.
  const startedAt = Date.now();
  const supabaseJs = await supabaseJsWithin(timeoutMs);
  if (!supabaseJs) return { kind: 'no-answer' };
  const { data, error } = await enquiryClient(supabaseJs).functions.invoke<{
    duplicate?: unknown;
  } | null>(ENQUIRY_FUNCTION, {
    body: payload,
    timeout: Math.max(1, timeoutMs - (Date.now() - startedAt)),
  });
  if (!error) return { kind: 'stored', duplicate: data?.duplicate === true };
  // An HTTP answer; anything else (FunctionsFetchError: offline, refused, timed out;
  // FunctionsRelayError: the platform could not reach the function) had none from the function.
  return error instanceof supabaseJs.FunctionsHttpError && error.context instanceof Response
    ? classifyErrorAnswer(error.context)
    : { kind: 'no-answer' };
}
