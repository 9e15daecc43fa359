import {
  ENQUIRY_RECEIVED_PATH,
  enquiryNotSentPath,
  type EnquiryNotSentReason,
} from './form-post-pages.ts';
import { declaresOtherCharset, readBodyText } from './request-body.ts';
import type { Submission } from './submission.ts';

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

/**
 * Answers a native form post with a page of the site (303), never with JSON: the Origin (or the
 * Referer's origin) must be allowed, or the post is refused with a plain 403 and goes nowhere.
 * `submit` judges and stores the payload as the JSON path does.
 */
export async function answerFormPost(
  request: Request,
  options: {
    allowedOrigins: readonly string[];
    maxBodyBytes: number;
    submit: (input: unknown) => Promise<Submission>;
  },
): Promise<Response> {
  const site = formSiteOrigin(request.headers, options.allowedOrigins);
  if (site === null) {
    await request.body?.cancel().catch(() => {});
    return new Response('This form can only be sent from the site’s own pages.\n', {
      status: 403,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  const seeOther = (path: string) =>
    new Response(null, {
      status: 303,
      headers: { Location: `${site}${path}`, 'Cache-Control': 'no-store' },
    });
  const notSent = (reason: EnquiryNotSentReason) => seeOther(enquiryNotSentPath(reason));
  if (declaresOtherCharset(request.headers.get('content-type'))) return notSent('invalid');
  const body = await readBodyText(request, options.maxBodyBytes);
  const input = body.ok ? formPayload(body.text, crypto.randomUUID()) : null;
  if (input === null) return notSent('invalid');
  const submission = await options.submit(input);
  switch (submission.kind) {
    case 'stored':
      return seeOther(ENQUIRY_RECEIVED_PATH);
    case 'invalid':
    case 'conflict':
      return notSent('invalid');
    case 'rate_limited':
      return notSent('busy');
    default:
      return notSent('unavailable');
  }
}
