/**
 * How an enquiry travels to the send-form-submission function: where it goes, with which headers,
 * and what the answer means. One plain `fetch`, so the page and the service worker send the same
 * request; the headers are the ones supabase-js's `functions.invoke` sends (a test holds them to it).
 *
 * Runs in a window and in a service worker: no DOM, nothing done at import time.
 */
import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import { siteConfig } from '../../content/site-config';
import { ENQUIRY_FUNCTION, ENQUIRY_TIMEOUT_MS } from './enquiry-settings';

/** What became of one attempt to send an enquiry. */
export type SendOutcome =
  | { kind: 'stored'; duplicate: boolean }
  /** No answer at all: offline, network failure, timeout, or the platform could not reach the function. */
  | { kind: 'no-answer' }
  /** The server could not take it now (5xx, 408, 429); sending it again later can succeed. */
  | { kind: 'retryable'; status: number; retryAfterSeconds?: number }
  /** The server refused its content (other 4xx); sending it again unchanged will not help. */
  | { kind: 'refused'; status: number; message: string; fields?: Record<string, string> };

/** Every outcome but success: what the outbox remembers as an enquiry's last error. */
export type SendFailure = Exclude<SendOutcome, { kind: 'stored' }>;

export interface EnquiryEndpoint {
  /** The function's address. */
  url: string;
  /** The project's public (publishable) key. */
  key: string;
}

/**
 * The Supabase project enquiries go to, as supabase-js takes it (its address and publishable
 * key): the configured one, or the local stack on this origin (which a service worker shares with
 * its pages), which checks no key. Read at send time, never at import.
 */
export function enquiryProject(): EnquiryEndpoint {
  return siteConfig.supabase ?? { url: globalThis.location.origin, key: 'local-publishable-key' };
}

/** Where enquiries go: the project's send-form-submission function. */
export function enquiryEndpoint(): EnquiryEndpoint {
  const { url, key } = enquiryProject();
  return { url: `${url}/functions/v1/${ENQUIRY_FUNCTION}`, key };
}

/** The headers `functions.invoke` sends with a JSON body and no signed-in user. */
export function enquiryRequestHeaders(key: string): Record<string, string> {
  return {
    Authorization: `Bearer ${key}`,
    apikey: key,
    'Content-Type': 'application/json',
    'x-client-info': `supabase-js/${__SUPABASE_JS_VERSION__}; runtime=web`,
  };
}

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

/** What the function's answer means for the enquiry. */
export async function classifyAnswer(response: Response): Promise<SendOutcome> {
  // Supabase's relay marks answers it made itself because it could not reach the function.
  if (response.headers.get('x-relay-error') === 'true') return { kind: 'no-answer' };
  const { status } = response;
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { duplicate?: unknown } | null;
    return { kind: 'stored', duplicate: body?.duplicate === true };
  }
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

interface SendOptions {
  endpoint?: EnquiryEndpoint;
  timeoutMs?: number;
}

/** Sends one enquiry once. Never throws: every failure is an outcome. */
export async function sendEnquiry(
  payload: EnquiryPayload,
  { endpoint = enquiryEndpoint(), timeoutMs = ENQUIRY_TIMEOUT_MS }: SendOptions = {},
): Promise<SendOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: enquiryRequestHeaders(endpoint.key),
      body: JSON.stringify(payload),
      signal: abort.signal,
    });
    return await classifyAnswer(response);
  } catch {
    // fetch rejects only when there is no answer: offline, refused connection, CORS, or our timeout.
    return { kind: 'no-answer' };
  } finally {
    clearTimeout(timer);
  }
}
