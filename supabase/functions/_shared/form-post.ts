/**
 * An enquiry form posted by the browser itself, without JavaScript: `<form method="post">` sends
 * its fields as application/x-www-form-urlencoded (UTF-8, the page's encoding), named like the
 * JSON payload's. This turns them into that payload, so the one schema judges both.
 */

export function isFormPost(contentType: string | null): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType ?? '');
}

/** A checkbox sends its value when ticked ("true" on the site's forms, "on" by default). */
const TICKED = new Set(['true', 'on']);

/**
 * The form's fields as the JSON payload would carry them, with the server's `id` (a static page
 * has none of its own), or null when a field comes twice (no form of the site sends that), the
 * id included. An unticked checkbox is absent, as the schema's default (false) expects.
 */
export function formPayload(body: string, id: string): Record<string, unknown> | null {
  // A Map, then fromEntries: a field named "__proto__" stays a field, never the prototype.
  const fields = new Map<string, unknown>([['id', id]]);
  for (const [name, value] of new URLSearchParams(body)) {
    if (fields.has(name)) return null;
    fields.set(name, name === 'consent' && TICKED.has(value) ? true : value);
  }
  return Object.fromEntries(fields);
}

/**
 * The site's origin to send the visitor back to: the Origin header, or without one the Referer's
 * origin, and only when allowed; null otherwise (the post is refused, never redirected elsewhere).
 */
export function formSiteOrigin(headers: Headers, allowedOrigins: readonly string[]): string | null {
  const origin = headers.get('origin') ?? refererOrigin(headers.get('referer'));
  if (origin === null || origin === 'null') return null;
  return allowedOrigins.includes(origin) || allowedOrigins.includes('*') ? origin : null;
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
