// @vitest-environment node
import type { EnquiryRecord } from './enquiry-store.ts';
import { composeEmail, createResendNotifier, escapeHtml } from './notifier.ts';

const enquiry: EnquiryRecord = {
  id: '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b',
  page: 'Capital Raising',
  firstName: 'Grace\r\nBcc: victim@example.com',
  lastName: 'Hopper',
  email: 'grace@example.com',
  message: 'Raising "debt" & <equity>',
  countryCode: null,
  phone: null,
  country: null,
  companyName: 'Compilers Ltd',
  contactNumber: '+1 555 0100',
  fundingRequirement: 'debt',
  consent: true,
};

it('escapes HTML', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
});

it('writes the form’s own fields, a one-line subject, and escaped HTML', () => {
  const email = composeEmail(enquiry, new Date('2026-11-22T12:00:00Z'));
  expect(email.subject).toBe(
    'New enquiry (Capital Raising) from Grace Bcc: victim@example.com Hopper',
  );
  expect(email.text).toContain('Company: Compilers Ltd\n');
  expect(email.text).toContain('Consents to be contacted: Yes\n');
  expect(email.text).not.toContain('Country');
  expect(email.text).toContain('2026-11-22T12:00:00.000Z');
  expect(email.html).toContain('Raising &quot;debt&quot; &amp; &lt;equity&gt;');
});

it('throws with Resend’s status when the email is refused', async () => {
  const notifier = createResendNotifier(
    { apiKey: 'k', to: ['desk@example.com'], from: 'site@example.com' },
    { fetch: async () => new Response('{"message":"invalid from"}', { status: 422 }) },
  );
  await expect(notifier.send(enquiry, new Date())).rejects.toThrow(
    'Resend answered 422: {"message":"invalid from"}',
  );
});
