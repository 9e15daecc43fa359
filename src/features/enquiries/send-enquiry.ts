import { useMutation } from '@tanstack/react-query';
import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import { siteConfig } from '../../content/site-config';
import { ENQUIRY_FUNCTION, ENQUIRY_TIMEOUT_MS } from '../../lib/constants';

/** What became of one attempt to send an enquiry. */
export type SendOutcome =
  | { kind: 'stored'; duplicate: boolean }
  /** No answer at all: offline, network failure, timeout, or the platform could not reach the function. */
  | { kind: 'no-answer' }
  /** The server could not take it now (5xx, 408, 429); sending it again later can succeed. */
  | { kind: 'retryable'; status: number; retryAfterSeconds?: number }
  /** The server refused its content (other 4xx); sending it again unchanged will not help. */
  | { kind: 'refused'; status: number; message: string; fields?: Record<string, string> };

interface ErrorBody {
  error?: { message?: unknown; fields?: unknown };
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/**
 * Sorts an error from `functions.invoke` into an outcome. supabase-js names its errors:
 * FunctionsFetchError (no response), FunctionsRelayError (the platform could not reach the
 * function) and FunctionsHttpError (a non-2xx answer, its Response in `context`).
 */
export async function classifyInvokeError(error: unknown): Promise<SendOutcome> {
  const name = error instanceof Error ? error.name : '';
  const response = (error as { context?: unknown } | null)?.context;
  if (name !== 'FunctionsHttpError' || !(response instanceof Response))
    return { kind: 'no-answer' };

  const { status } = response;
  if (status >= 500 || status === 408 || status === 429) {
    return { kind: 'retryable', status, retryAfterSeconds: retryAfterSeconds(response) };
  }
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON: the status says enough.
  }
  const message = typeof body.error?.message === 'string' ? body.error.message : `HTTP ${status}`;
  const fields =
    body.error?.fields && typeof body.error.fields === 'object'
      ? (body.error.fields as Record<string, string>)
      : undefined;
  return { kind: 'refused', status, message, fields };
}

/**
 * Where enquiries go: the configured Supabase project, or the local stack on this origin. Read at
 * send time, never while rendering.
 */
export function enquiryBackend(): { url: string; key: string } {
  return {
    url: siteConfig.supabaseUrl ?? window.location.origin,
    key: siteConfig.supabasePublishableKey ?? 'local-publishable-key',
  };
}

/** Creates the functions client, refusing an empty address or key with a clear error. */
export async function createFunctionsClient(url: string, key: string) {
  if (!url.trim() || !key.trim()) {
    throw new Error('The enquiry service needs a non-empty Supabase URL and publishable key.');
  }
  // Loaded only when an enquiry is sent, so visitors who never send one never download it.
  const { createClient } = await import('@supabase/supabase-js');
  const inBrowser = typeof window !== 'undefined';
  return createClient(url, key, {
    auth: { persistSession: inBrowser, autoRefreshToken: inBrowser },
  }).functions;
}

export async function sendEnquiry(payload: EnquiryPayload): Promise<SendOutcome> {
  const { url, key } = enquiryBackend();
  const functions = await createFunctionsClient(url, key);
  const { data, error } = await functions.invoke<{ duplicate?: boolean }>(ENQUIRY_FUNCTION, {
    body: payload,
    timeout: ENQUIRY_TIMEOUT_MS,
  });
  if (error) return classifyInvokeError(error);
  return { kind: 'stored', duplicate: data?.duplicate === true };
}

/** Sends an enquiry; `isPending` drives the forms' 'SENDING...' state. */
export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
