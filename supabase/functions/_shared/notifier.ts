/**
 * Tells the firm about a new enquiry by email, through Resend's HTTP API
 * (https://resend.com/docs/api-reference/emails/send-email). Plain fetch, so it runs in Deno and Node.
 */
import type { EnquiryRecord, StoredEnquiry } from './enquiry-store.ts';

/**
 * How Resend took an email: 'sent' (accepted now, or before with this very payload: Resend answers
 * a repeat with the first answer); 'sent_before' (the key was used for an email with another
 * payload: the firm has had one); 'in_progress' (a request with this key is still being handled:
 * its answer decides, and a retry later gets it).
 */
export type SendResult = 'sent' | 'sent_before' | 'in_progress';

export interface Notifier {
  /** Resolves once the email is accepted; throws with a short reason otherwise. */
  send(enquiry: EnquiryRecord, receivedAt: Date): Promise<SendResult>;
  /** One email naming enquiries held over the hourly cap; throws like `send`. */
  sendSummary(held: readonly StoredEnquiry[], hourStart: Date): Promise<SendResult>;
}

/** What `createResendNotifier` needs; handler-config reads it from the environment. */
export interface EmailSettings {
  apiKey: string;
  /** One or more recipients (NOTIFY_EMAIL_TO, comma-separated). */
  to: string[];
  /** A sender on a domain verified with Resend, e.g. `Enquiries <enquiries@example.com>`. */
  from: string;
  /** Resend's send-email endpoint (RESEND_API_URL); set only to point at a stand-in in tests. */
  apiUrl?: string;
}

export const RESEND_EMAILS_URL = 'https://api.resend.com/emails';

const LABELS: Record<Exclude<keyof EnquiryRecord, 'id' | 'page'>, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  countryCode: 'Country code',
  phone: 'Phone',
  country: 'Country',
  companyName: 'Company',
  contactNumber: 'Contact number',
  fundingRequirement: 'Funding requirement',
  consent: 'Consents to be contacted',
  message: 'Message',
};

function show(value: string | boolean): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return value;
}

/** The enquiry's filled fields as label/value pairs, in the order the forms show them. */
function fieldLines(enquiry: EnquiryRecord): [string, string][] {
  return Object.entries(LABELS).flatMap(([key, label]) => {
    const value = enquiry[key as keyof typeof LABELS];
    return value === null ? [] : [[label, show(value)] as [string, string]];
  });
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

export function composeEmail(enquiry: EnquiryRecord, receivedAt: Date) {
  // One line, bounded: the subject carries visitor input.
  const name = `${enquiry.firstName} ${enquiry.lastName}`.replace(/\s+/g, ' ').slice(0, 120);
  const subject = `New enquiry (${enquiry.page}) from ${name}`;
  const lines = fieldLines(enquiry);
  const meta = `Received ${receivedAt.toISOString()} from the ${enquiry.page} form. Enquiry id ${enquiry.id}.`;
  const text = [...lines.map(([label, value]) => `${label}: ${value}`), '', meta].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<table cellpadding="6">${rows}</table><p>${escapeHtml(meta)}</p>`;
  return { subject, text, html };
}

/** The summary sent instead of a flood: who wrote, when, from which form; the rest is stored. */
export function composeSummary(held: readonly StoredEnquiry[], hourStart: Date) {
  const subject = `${held.length} new ${held.length === 1 ? 'enquiry' : 'enquiries'} (hourly email limit reached)`;
  const lines = held.map(
    (enquiry) =>
      `${enquiry.createdAt.toISOString()}  ${enquiry.page}  ` +
      `${enquiry.firstName} ${enquiry.lastName}`.replace(/\s+/g, ' ').slice(0, 200) +
      `  <${enquiry.email}>  id ${enquiry.id}`,
  );
  const intro =
    `More enquiries arrived since ${hourStart.toISOString()} than are emailed one by one in an ` +
    'hour. All are stored; these were not emailed individually. Read them in full with ' +
    '`npm run enquiries` or in the enquiries table (docs/operations.md).';
  const text = [intro, '', ...lines].join('\n');
  const html =
    `<p>${escapeHtml(intro)}</p><ul>` +
    lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
    '</ul>';
  return { subject, text, html };
}

/** Resend's error name in a 409 answer: which of its two idempotency conflicts it is. */
async function idempotencyConflict(response: Response): Promise<SendResult | null> {
  if (response.status !== 409) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { name?: unknown } | null;
  if (body?.name === 'invalid_idempotent_request') return 'sent_before';
  if (body?.name === 'concurrent_idempotent_requests') return 'in_progress';
  return null;
}

export function createResendNotifier(
  settings: EmailSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Notifier {
  const post = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  /**
   * Resend sends one email per key (for 24 hours): a retry after a lost answer, with the same
   * payload, is answered like the first and not sent again.
   */
  const send = async (
    idempotencyKey: string,
    email: { subject: string; text: string; html: string },
    replyTo?: string,
  ): Promise<SendResult> => {
    const response = await post(settings.apiUrl ?? RESEND_EMAILS_URL, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: settings.from,
        to: settings.to,
        ...(replyTo ? { reply_to: replyTo } : {}),
        ...email,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const conflict = await idempotencyConflict(response);
    if (conflict) {
      await response.body?.cancel();
      return conflict;
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`Resend answered ${response.status}: ${detail}`);
    }
    await response.body?.cancel();
    return 'sent';
  };
  return {
    send: (enquiry, receivedAt) =>
      send(enquiry.id, composeEmail(enquiry, receivedAt), enquiry.email),
    sendSummary: (held, hourStart) =>
      send(
        `enquiry-summary/${hourStart.toISOString()}/${held.length}/${held[0]?.id ?? ''}`,
        composeSummary(held, hourStart),
      ),
  };
}
