import { enquiryMailto } from './enquiry-mailto';
import { newOutboxItem } from './outbox-item';
import { HONEYPOT_FIELD } from '../../../supabase/functions/_shared/honeypot-field';

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
  const item = newOutboxItem(
    {
      id: '7b0f2f0e-56a4-4c6e-9d5e-0c4b1f7f2a11',
      page: 'Capital Raising',
      message: 'We are raising a growth loan.',
      firstName: 'Marco',
      lastName: 'Vella',
      companyName: 'Harbour Tech Ltd',
      email: 'marco@harbour.example',
      contactNumber: '+356 2123 4567',
      fundingRequirement: 'debt',
      consent: true,
      [HONEYPOT_FIELD]: '',
    },
    'Capital raising enquiry',
    0,
  );
  const mail = parseMailto(enquiryMailto(item));
  expect(mail.to).toBe('info@vallettathames.example');
  expect(mail.subject).toBe('Capital raising enquiry from the Valletta & Thames website');
  expect(mail.body.split('\r\n')).toEqual([
    'I tried to send this enquiry from your website:',
    '',
    'Form: Capital Raising',
    'First name: Marco',
    'Last name: Vella',
    'Company name: Harbour Tech Ltd',
    'Email address: marco@harbour.example',
    'Contact number: +356 2123 4567',
    'Funding requirement: debt',
    'Message: We are raising a growth loan.',
    'Consent: Yes',
    '',
    'Reference: 7b0f2f0e-56a4-4c6e-9d5e-0c4b1f7f2a11',
  ]);
  // Spaces as %20 and line breaks as %0D%0A (RFC 6068); '+' would show as a plus sign in mail apps.
  expect(mail.raw).toContain('First%20name%3A%20Marco%0D%0A');
  expect(mail.raw).toContain('%2B356');
});
