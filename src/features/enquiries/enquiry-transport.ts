/**
 * How an enquiry travels to the send-form-submission function, from a page and from the service
 * worker alike: @supabase/functions-js's FunctionsClient, the client supabase-js's
 * `functions.invoke` is built on, without the rest of supabase-js (auth, storage, realtime) that
 * the worker would otherwise carry. A page downloads it with its first enquiry, not before.
 *
 * Runs in a window and in a service worker: no DOM, nothing done at import time.
 */
import type * as FunctionsJsModule from '@supabase/functions-js';
import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import { enquiryFunctions } from './enquiry-function-address';
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

type FunctionsJs = typeof FunctionsJsModule;

/**
 * The client's code: in a page, downloaded now (an import that fails, offline before it was
 * cached, is no answer: the outbox sends the enquiry later); in the worker, part of its own file.
 */
async function loadFunctionsJs(): Promise<FunctionsJs | null> {
  try {
    return await import('@supabase/functions-js');
  } catch (error) {
    console.warn('Could not download the enquiry client:', error);
    return null;
  }
}

/** Sends one enquiry once. Never throws: every failure is an outcome. */
export async function sendEnquiry(
  payload: EnquiryPayload,
  { timeoutMs = ENQUIRY_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SendOutcome> {
  const functionsJs = await loadFunctionsJs();
  if (!functionsJs) return { kind: 'no-answer' };
  // Read at send time, never at import: a service worker shares its pages' origin.
  const { baseUrl, key } = enquiryFunctions(globalThis.location.origin);
  // The headers supabase-js gives its functions client, with no signed-in user.
  const functions = new functionsJs.FunctionsClient(baseUrl, {
    headers: { Authorization: `Bearer ${key}`, apikey: key },
  });
  const { data, error } = await functions.invoke<{ duplicate?: unknown } | null>(ENQUIRY_FUNCTION, {
    body: payload,
    timeout: timeoutMs,
  });
  if (!error) return { kind: 'stored', duplicate: data?.duplicate === true };
  // An HTTP answer; anything else (FunctionsFetchError: offline, refused, timed out;
  // FunctionsRelayError: the platform could not reach the function) had none from the function.
  return error instanceof functionsJs.FunctionsHttpError && error.context instanceof Response
    ? classifyErrorAnswer(error.context)
    : { kind: 'no-answer' };
}
