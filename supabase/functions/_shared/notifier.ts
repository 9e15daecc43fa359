/**
 * Tells the firm about a new enquiry by email, through Resend's HTTP API
 * (https://resend.com/docs/api-reference/emails/send-email). Plain fetch, so it runs in Deno and Node.
 */
import type { EnquiryRecord } from './enquiry-store.ts';
import type { EmailSettings } from './handler-config.ts';

export interface Notifier {
  /** Resolves once the email is accepted; throws with a short reason otherwise. */
  send(enquiry: EnquiryRecord, receivedAt: Date): Promise<void>;
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

export function createResendNotifier(
  settings: EmailSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Notifier {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(enquiry, receivedAt) {
      const response = await send(settings.apiUrl ?? RESEND_EMAILS_URL, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${settings.apiKey}`,
          'Content-Type': 'application/json',
          // Resend sends one email per key (for 24 hours), so a retry after a lost answer is safe.
          'Idempotency-Key': enquiry.id,
        },
        body: JSON.stringify({
          from: settings.from,
          to: settings.to,
          reply_to: enquiry.email,
          ...composeEmail(enquiry, receivedAt),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`Resend answered ${response.status}: ${detail}`);
      }
      await response.body?.cancel();
    },
  };
}
