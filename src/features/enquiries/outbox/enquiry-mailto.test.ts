import { enquiryMailto } from './enquiry-mailto';
import { capitalRaisingPayload } from '../../../test/enquiry-payloads';
import { newOutboxItem } from './outbox-item';
import { HONEYPOT_FIELD } from '#shared/honeypot-field';

function parseMailto(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: decodeURIComponent(url.searchParams.get('subject') ?? ''),
    body: url.searchParams.get('body') ?? '',
    raw: href,
  };
}

it('writes the enquiry out to the info mailbox, in the forms’ words and order', () => {
  const { message, ...rest } = capitalRaisingPayload({ [HONEYPOT_FIELD]: '' });
  const enquiry = { message, ...rest };
  // The message first: the email puts the fields in the forms' order whatever the payload's.
  const item = newOutboxItem(enquiry, 'Capital raising enquiry', 0);
  const mail = parseMailto(enquiryMailto(item));
  expect(mail.to).toBe('info@vallettathames.example');
  expect(mail.subject).toBe('Capital raising enquiry from the Valletta & Thames website');
  expect(mail.body.split('\r\n')).toEqual([
    'I tried to send this enquiry from your website:',
    '',
    'Form: Capital Raising',
    `First name: ${enquiry.firstName}`,
    `Last name: ${enquiry.lastName}`,
    `Company name: ${enquiry.companyName}`,
    `Email address: ${enquiry.email}`,
    `Contact number: ${enquiry.contactNumber}`,
    `Funding requirement: ${enquiry.fundingRequirement}`,
    `Message: ${enquiry.message}`,
    'Consent: Yes',
    '',
    `Reference: ${enquiry.id}`,
  ]);
  // Spaces as %20 and line breaks as %0D%0A (RFC 6068); '+' would show as a plus sign in mail apps.
  expect(mail.raw).toContain(`First%20name%3A%20${enquiry.firstName}%0D%0A`);
  expect(mail.raw).toContain(encodeURIComponent(enquiry.contactNumber));
  expect(mail.raw).not.toContain('+');
});
