/**
 * CORS for the function. Browsers send `Origin` on every cross-origin call and on same-origin
 * POSTs; a request without one (curl, a server) is not a browser call and needs no CORS headers.
 */

/** What supabase-js sends with functions.invoke (x-region only when a region is chosen). */
export const ALLOWED_REQUEST_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-region';

const ALWAYS = {
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
  // The site's client reads Retry-After to know when to resend.
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '86400',
  // The answer depends on the Origin, so caches must keep one per origin.
  Vary: 'Origin',
};

/**
 * CORS headers for an answer to this request, or null when its origin is not allowed (the caller
 * refuses it; the browser would not let the page read the answer anyway).
 */
export function corsHeaders(
  origin: string | null,
  allowedOrigins: readonly string[],
): Record<string, string> | null {
  if (origin === null) return { ...ALWAYS };
  if (allowedOrigins.includes('*')) return { ...ALWAYS, 'Access-Control-Allow-Origin': '*' };
  if (allowedOrigins.includes(origin)) return { ...ALWAYS, 'Access-Control-Allow-Origin': origin };
  return null;
}

/**
 * CORS headers for refusing an origin that is not allowed: they let that page read the refusal
 * (403 origin_not_allowed), so a misconfigured site shows "refused" rather than keeping the
 * enquiry as "saved for later" forever, which it would do for a failed fetch. The preflight is
 * passed for the same reason; the request itself is then refused and nothing is stored.
 */
export function refusalCorsHeaders(origin: string): Record<string, string> {
  return { ...ALWAYS, 'Access-Control-Allow-Origin': origin };
}
