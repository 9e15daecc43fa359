import { HONEYPOT_FIELD } from '#shared/honeypot-field';
import { outboxCopy as copy } from '../../../content/outbox';
import type { OutboxItem } from './outbox-item';

function describe(value: unknown): string {
  if (typeof value === 'boolean') return value ? copy.email.yes : copy.email.no;
  return String(value);
}

/**
 * A mailto: link to the firm's info mailbox with the enquiry written out, for a visitor who would
 * rather send it by email. Fields in the forms' order and words; the id, so the firm can match it.
 */
export function enquiryMailto(item: OutboxItem): string {
  const fields = Object.entries(item.payload as Record<string, unknown>).filter(
    ([key, value]) => key !== 'id' && key !== HONEYPOT_FIELD && value !== undefined && value !== '',
  );
  const order = Object.keys(copy.fieldLabels);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  fields.sort(([a], [b]) => rank(a) - rank(b));

  const body = [
    copy.email.intro,
    '',
    ...fields.map(([key, value]) => `${copy.fieldLabels[key] ?? key}: ${describe(value)}`),
    '',
    `${copy.email.reference}: ${item.id}`,
  ].join('\r\n');
  // RFC 6068: percent-encoded UTF-8, CRLF line breaks, spaces as %20 (never '+').
  return `mailto:${copy.email.to}?subject=${encodeURIComponent(
    copy.email.subject(item.formLabel),
  )}&body=${encodeURIComponent(body)}`;
}
