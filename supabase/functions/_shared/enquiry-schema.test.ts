// @vitest-environment node
import {
  HONEYPOT_FIELD,
  CapitalRaisingFormSchema,
  ContactFormSchema,
  COUNTRIES,
  ENQUIRY_PAGES,
  PHONE_CODES,
  parseEnquiryPayload,
} from './enquiry-schema.ts';
import { capitalRaisingEnquiry, contactEnquiry } from './test-enquiries.ts';

const ID = '7d9f2c1e-4b3a-4f6e-9a8b-1c2d3e4f5a6b';

const contact = contactEnquiry({
  id: ID,
  page: ENQUIRY_PAGES.contact,
  phone: '+44 (20) 7946-0000',
});

const capital = capitalRaisingEnquiry({
  id: ID,
  page: ENQUIRY_PAGES.capitalRaising,
  fundingRequirement: 'debt',
});

/** The per-field messages for a payload, or {} when it is valid. */
function messages(payload: Record<string, unknown>): Record<string, string> {
  const result = parseEnquiryPayload(payload);
  return result.ok ? {} : result.fields;
}

function without(payload: Record<string, unknown>, key: string) {
  return Object.fromEntries(Object.entries(payload).filter(([name]) => name !== key));
}

describe('the contact form (home, Fixed Income, Alternative Assets)', () => {
  it('accepts a complete enquiry from each of its pages', () => {
    for (const page of ['Contact Form', 'Fixed Income', 'Alternative Assets']) {
      expect(messages({ ...contact, page })).toEqual({});
    }
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', 'A'.repeat(101), 'First name must be at most 100 characters'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['lastName', 'L'.repeat(101), 'Last name must be at most 100 characters'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, 'Email must be at most 255 characters'],
    ['countryCode', '', 'Please select a country code'],
    ['countryCode', '+999', 'Please select a country code'],
    ['phone', '1234567', 'Please enter a valid phone number'],
    ['phone', '0123 abc 4567', 'Please enter a valid phone number'],
    ['phone', '1'.repeat(31), 'Phone number must be at most 30 characters'],
    ['country', 'Atlantis', 'Please select your country'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
    ['firstName', 42, 'This field must be text'],
    ['message', 'Nul byte \u0000 here', 'This field must be text'],
  ])('%s = %j: "%s"', (field, value, message) => {
    expect(messages({ ...contact, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['firstName', 'First name must be at least 2 characters'],
    ['lastName', 'Last name must be at least 2 characters'],
    ['email', 'Please enter a valid email address'],
    ['countryCode', 'Please select a country code'],
    ['phone', 'Please enter a valid phone number'],
    ['country', 'Please select your country'],
    ['message', 'Message must be at least 10 characters'],
  ])('a missing %s gets its own message', (field, message) => {
    expect(messages(without(contact, field))).toEqual({ [field]: message });
  });

  it('accepts the limits themselves, and every listed country and code', () => {
    expect(
      messages({ ...contact, firstName: 'Al', phone: '12345678', message: 'm'.repeat(5000) }),
    ).toEqual({});
    for (const country of COUNTRIES) expect(messages({ ...contact, country })).toEqual({});
    for (const { code } of PHONE_CODES)
      expect(messages({ ...contact, countryCode: code })).toEqual({});
  });

  it('counts length as the browser does (an emoji is two)', () => {
    expect(messages({ ...contact, firstName: '😀' })).toEqual({});
  });

  it('reports a field named __proto__ as a field, not as the prototype', () => {
    const result = parseEnquiryPayload(
      JSON.parse(`${JSON.stringify(contact).slice(0, -1)},"__proto__":1}`),
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? null : Object.entries(result.fields)).toEqual([
      ['__proto__', 'This form has no such field'],
    ]);
  });

  it('refuses a field the form does not have', () => {
    expect(messages({ ...contact, companyName: 'Acme' })).toEqual({
      companyName: 'This form has no such field',
    });
  });
});

describe('the capital raising form', () => {
  it('accepts a complete enquiry and trims its text', () => {
    const result = parseEnquiryPayload({ ...capital, firstName: '  Grace  ', email: ' g@x.io ' });
    expect(result).toMatchObject({ ok: true, enquiry: { firstName: 'Grace', email: 'g@x.io' } });
  });

  it.each([
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'F'.repeat(51), 'First name must be less than 50 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'L'.repeat(51), 'Last name must be less than 50 characters'],
    ['companyName', ' ', 'Company name is required'],
    ['companyName', 'C'.repeat(101), 'Company name must be less than 100 characters'],
    ['email', 'not an email', 'Invalid email address'],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, 'Email must be less than 255 characters'],
    ['contactNumber', '', 'Contact number is required'],
    ['contactNumber', '1'.repeat(21), 'Contact number must be less than 20 characters'],
    ['fundingRequirement', 'grant', 'Please select a funding requirement'],
    ['message', '  ', 'Message is required'],
    ['message', 'm'.repeat(1001), 'Message must be less than 1000 characters'],
    ['consent', false, 'You must consent to be contacted'],
  ])('%s = %j: "%s"', (field, value, message) => {
    expect(messages({ ...capital, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['companyName', 'Company name is required'],
    ['email', 'Invalid email address'],
    ['contactNumber', 'Contact number is required'],
    ['fundingRequirement', 'Please select a funding requirement'],
    ['message', 'Message is required'],
    ['consent', 'You must consent to be contacted'],
  ])('a missing %s gets its own message', (field, message) => {
    expect(messages(without(capital, field))).toEqual({ [field]: message });
  });

  it('accepts the limits after trimming', () => {
    expect(
      messages({ ...capital, firstName: ` ${'F'.repeat(50)} `, message: 'm'.repeat(1000) }),
    ).toEqual({});
  });

  it('refuses the contact form’s fields', () => {
    expect(messages({ ...capital, country: 'Malta' })).toEqual({
      country: 'This form has no such field',
    });
  });
});

describe('control and text-direction characters', () => {
  it.each([
    ['firstName', 'Ada\u001b[2J', 'First name cannot contain line breaks or control characters'],
    ['lastName', 'Love\nlace', 'Last name cannot contain line breaks or control characters'],
    ['email', 'ada@exa\u0085mple.com', 'Please enter a valid email address'],
    ['email', 'ada@example.com\u202E', 'Please enter a valid email address'],
    [
      'firstName',
      'Ada\u202Eecalevol',
      'First name cannot contain text-direction control characters',
    ],
    [
      'lastName',
      'Lo\u2066vel\u2069ace',
      'Last name cannot contain text-direction control characters',
    ],
    ['message', 'Ring the bell \u0007 twice.', 'Message cannot contain control characters'],
    [
      'message',
      'Pay to \u202Eelcaro\u202C please.',
      'Message cannot contain text-direction control characters',
    ],
    ['message', 'A lone surrogate \uD800 here.', 'This field must be text'],
    ['firstName', 'Ada\uDC00', 'This field must be text'],
  ])('the contact form refuses %s = %j: "%s"', (field, value, message) => {
    expect(messages({ ...contact, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['companyName', 'Acme\tLtd', 'Company name cannot contain line breaks or control characters'],
    [
      'contactNumber',
      '+1 555\u000b0100',
      'Contact number cannot contain line breaks or control characters',
    ],
    ['firstName', 'Gr\u202Dace', 'First name cannot contain text-direction control characters'],
    ['email', 'grace@exa\u001bmple.com', 'Invalid email address'],
    ['email', 'grace@\u2066example.com', 'Invalid email address'],
    ['message', 'Raising \u0008 a round.', 'Message cannot contain control characters'],
  ])('the capital raising form refuses %s = %j: "%s"', (field, value, message) => {
    expect(messages({ ...capital, [field]: value })).toEqual({ [field]: message });
  });

  it('keeps line breaks and tabs in messages, and right-to-left text, marks and emoji anywhere', () => {
    expect(
      messages({
        ...contact,
        firstName: 'שלום',
        lastName: 'Zoë \u200F😀',
        message: "First line\r\nSecond\tline\n<b>bold</b> '; drop table enquiries; --",
      }),
    ).toEqual({});
    expect(messages({ ...capital, message: 'Line one\nLine two' })).toEqual({});
  });
});

describe('the envelope', () => {
  it('needs a UUID id', () => {
    expect(messages({ ...contact, id: 'abc' })).toEqual({ id: 'id must be a UUID' });
    expect(messages(without(contact, 'id'))).toEqual({ id: 'id must be a UUID' });
  });

  it('needs one of the four pages', () => {
    expect(messages({ ...contact, page: 'Careers' })).toEqual({
      page: "page must name one of the site's forms",
    });
  });

  it('takes the honeypot field, empty or not', () => {
    expect(messages({ ...contact, [HONEYPOT_FIELD]: '' })).toEqual({});
    expect(messages({ ...contact, [HONEYPOT_FIELD]: 'https://spam.example' })).toEqual({});
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(messages({ ...contact, firstName: '', email: '', phone: '' }))).toEqual([
      'firstName',
      'email',
      'phone',
    ]);
  });

  it('is what the forms validate against', () => {
    expect(Object.keys(ContactFormSchema.entries)).toEqual([
      'firstName',
      'lastName',
      'email',
      'countryCode',
      'phone',
      'country',
      'message',
    ]);
    expect(Object.keys(CapitalRaisingFormSchema.entries)).toEqual([
      'firstName',
      'lastName',
      'companyName',
      'email',
      'contactNumber',
      'fundingRequirement',
      'message',
      'consent',
    ]);
  });
});
