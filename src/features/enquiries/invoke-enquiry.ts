import type { SupabaseClient } from '@supabase/supabase-js';
import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import { ENQUIRY_FUNCTION, ENQUIRY_TIMEOUT_MS } from './enquiry-settings';
import { classifyAnswer, enquiryProject, type SendOutcome } from './enquiry-transport';

/** supabase-js's code could not be downloaded: offline before it was cached, not a fault of ours. */
export class EnquiryClientUnavailableError extends Error {
  override name = 'EnquiryClientUnavailableError';
}

/**
 * Creates the functions client, refusing an empty address or key with a clear error. Rejects with
 * EnquiryClientUnavailableError when supabase-js cannot be downloaded, and with supabase-js's own
 * error when it refuses the address or key.
 */
export async function createFunctionsClient(
  url: string,
  key: string,
): Promise<SupabaseClient['functions']> {
  if (!url.trim() || !key.trim()) {
    throw new Error('The enquiry service needs a non-empty Supabase URL and publishable key.');
  }
  // Loaded only when an enquiry is sent, so visitors who never send one never download it.
  const { createClient } = await import('@supabase/supabase-js').catch((error: unknown) => {
    throw new EnquiryClientUnavailableError('Could not download the enquiry client', {
      cause: error,
    });
  });
  const inBrowser = typeof window !== 'undefined';
  return createClient(url, key, {
    auth: { persistSession: inBrowser, autoRefreshToken: inBrowser },
  }).functions;
}

/**
 * A form's own attempt: supabase-js `functions.invoke`, with a timeout. The outbox's later
 * attempts (which also run in the service worker) send the same request with plain fetch
 * (enquiry-transport.ts).
 *
 * Rejects when the client cannot be created for any reason but a failed download: that is a fault
 * of the site's configuration, not of the connection, so it must not pass for "no answer" (which
 * tells the visitor the enquiry will go when the connection returns). The form then shows its
 * failure, and the enquiry stays in the outbox (see sendThroughOutbox).
 */
export async function invokeEnquiryFunction(payload: EnquiryPayload): Promise<SendOutcome> {
  const { url, key } = enquiryProject();
  let functions: SupabaseClient['functions'];
  try {
    functions = await createFunctionsClient(url, key);
  } catch (error) {
    if (!(error instanceof EnquiryClientUnavailableError)) throw error;
    // The outbox keeps the enquiry and sends it when it can.
    console.warn(error.message, error.cause);
    return { kind: 'no-answer' };
  }
  const { data, error } = await functions.invoke<{ duplicate?: boolean }>(ENQUIRY_FUNCTION, {
    body: payload,
    timeout: ENQUIRY_TIMEOUT_MS,
  });
  if (!error) return { kind: 'stored', duplicate: data?.duplicate === true };
  // FunctionsHttpError carries the answer; FunctionsFetchError and FunctionsRelayError had none.
  const answer = (error as { context?: unknown }).context;
  return error.name === 'FunctionsHttpError' && answer instanceof Response
    ? classifyAnswer(answer)
    : { kind: 'no-answer' };
}
