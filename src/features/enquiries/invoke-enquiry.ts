import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import { siteConfig } from '../../content/site-config';
import { ENQUIRY_FUNCTION, ENQUIRY_TIMEOUT_MS } from '../../lib/constants';
import { classifyAnswer, type SendOutcome } from '../../lib/enquiry-transport';

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

/**
 * A form's own attempt: supabase-js `functions.invoke`, with a timeout. The outbox's later
 * attempts (which also run in the service worker) send the same request with plain fetch
 * (src/lib/enquiry-transport.ts).
 */
export async function invokeEnquiryFunction(payload: EnquiryPayload): Promise<SendOutcome> {
  const url = siteConfig.supabaseUrl ?? window.location.origin;
  const key = siteConfig.supabasePublishableKey ?? 'local-publishable-key';
  let functions: Awaited<ReturnType<typeof createFunctionsClient>>;
  try {
    functions = await createFunctionsClient(url, key);
  } catch (error) {
    // The client's code could not be loaded (offline before it was cached): the outbox keeps the
    // enquiry and sends it when it can.
    console.warn('Could not load the enquiry client:', error);
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
