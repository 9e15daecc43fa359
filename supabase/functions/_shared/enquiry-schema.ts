/**
 * The one definition of an enquiry, used by the site's forms (through react-hook-form's valibot
 * resolver) and by the send-form-submission Edge Function. Messages are the specification's
 * (section 5); limits the specification leaves open are ours and recorded in
 * docs/decisions/0014-enquiry-forms-and-limits.md.
 *
 * Runtime-neutral: plain TypeScript and valibot only. Deno resolves 'valibot' through the
 * function's import map, the site through node_modules.
 */
import * as v from 'valibot';
import { HONEYPOT_FIELD } from './honeypot-field.ts';

export const COUNTRIES = [
  'Malta',
  'United Kingdom',
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Netherlands',
  'Switzerland',
  'Austria',
  'Belgium',
  'Luxembourg',
  'United States',
  'Canada',
  'Australia',
  'Other',
] as const;

export const PHONE_CODES = [
  { code: '+44', label: 'UK' },
  { code: '+1', label: 'US/Canada' },
  { code: '+49', label: 'DE' },
  { code: '+33', label: 'FR' },
  { code: '+39', label: 'IT' },
  { code: '+34', label: 'ES' },
  { code: '+31', label: 'NL' },
  { code: '+41', label: 'CH' },
  { code: '+61', label: 'AU' },
  { code: '+43', label: 'AT' },
  { code: '+32', label: 'BE' },
  { code: '+352', label: 'LU' },
] as const;

export const DEFAULT_PHONE_CODE = '+44';

export const FUNDING_REQUIREMENTS = [
  { value: 'equity', label: 'Equity' },
  { value: 'debt', label: 'Debt' },
  { value: 'alternative', label: 'Alternative' },
] as const;

/** Which form an enquiry came from. */
export const ENQUIRY_PAGES = {
  contact: 'Contact Form',
  fixedIncome: 'Fixed Income',
  alternativeAssets: 'Alternative Assets',
  capitalRaising: 'Capital Raising',
} as const;

/** Pages whose form is the home contact form's fields and rules. */
export const CONTACT_FORM_PAGES = [
  ENQUIRY_PAGES.contact,
  ENQUIRY_PAGES.fixedIncome,
  ENQUIRY_PAGES.alternativeAssets,
] as const;

export { HONEYPOT_FIELD };

// Upper bounds the specification does not set for the home form: generous for people, firm for abuse.
const NAME_MAX = 100;
const EMAIL_MAX = 255;
const PHONE_MAX = 30;
const CONTACT_MESSAGE_MAX = 5000;

/**
 * Text a database and a mail client can hold as it is: PostgreSQL text cannot hold U+0000, and a
 * lone UTF-16 surrogate (JSON allows `"\ud800"`) has no UTF-8 form, so it would be stored changed.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const text = () =>
  v.pipe(
    v.string('This field must be text'),
    v.excludes('\u0000', 'This field must be text'),
    v.check((value) => !LONE_SURROGATE.test(value), 'This field must be text'),
  );

/**
 * Characters no person types into a form. C0 and C1 controls (escape sequences, backspace, line
 * breaks) have no place in a one-line field; a message keeps tab and line breaks. Bidi embedding,
 * override and isolate controls (U+202A-U+202E, U+2066-U+2069) can make text read differently from
 * what it holds (a name that shows reversed in the firm's inbox); right-to-left scripts need none
 * of them. The migration 20261123000000_refuse_control_characters.sql holds the database to the
 * same rule.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const SINGLE_LINE_CONTROL = /[\u0001-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const MULTI_LINE_CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Text without `controls` (`described` in the message) or bidi controls; `label` names the field in
 * the messages ('First name cannot contain ...').
 */
const textWithout = (controls: RegExp, described: string) => (label: string) =>
  v.pipe(
    text(),
    v.check((value) => !controls.test(value), `${label} cannot contain ${described}`),
    v.check(
      (value) => !BIDI_CONTROL.test(value),
      `${label} cannot contain text-direction control characters`,
    ),
  );

/** A one-line field. */
const oneLine = textWithout(SINGLE_LINE_CONTROL, 'line breaks or control characters');

/** A message: line breaks and tabs are fine, other control characters are not. */
const multiLine = textWithout(MULTI_LINE_CONTROL, 'control characters');

/**
 * A missing field is checked as an empty one, so it gets its own message ('First name is
 * required') rather than a generic one about a missing key.
 */
const field = <TSchema extends v.GenericSchema<string, string>>(schema: TSchema) =>
  v.optional(schema, '');

export const ContactFormSchema = v.object({
  firstName: field(
    v.pipe(
      oneLine('First name'),
      v.minLength(2, 'First name must be at least 2 characters'),
      v.maxLength(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
    ),
  ),
  lastName: field(
    v.pipe(
      oneLine('Last name'),
      v.minLength(2, 'Last name must be at least 2 characters'),
      v.maxLength(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
    ),
  ),
  // valibot's email format allows ASCII letters, digits and + - . _ only, so an address holding a
  // control or text-direction character gets the specification's one message for a bad address.
  email: field(
    v.pipe(
      text(),
      v.email('Please enter a valid email address'),
      v.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
    ),
  ),
  countryCode: field(
    v.pipe(
      text(),
      v.minLength(1, 'Please select a country code'),
      v.picklist(
        PHONE_CODES.map((option) => option.code),
        'Please select a country code',
      ),
    ),
  ),
  phone: field(
    v.pipe(
      oneLine('Phone number'),
      v.minLength(8, 'Please enter a valid phone number'),
      v.maxLength(PHONE_MAX, `Phone number must be at most ${PHONE_MAX} characters`),
      v.regex(/^[0-9 ()+\-.]+$/, 'Please enter a valid phone number'),
    ),
  ),
  country: field(v.pipe(text(), v.picklist(COUNTRIES, 'Please select your country'))),
  message: field(
    v.pipe(
      multiLine('Message'),
      v.minLength(10, 'Message must be at least 10 characters'),
      v.maxLength(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
    ),
  ),
});

/** Trimmed, then 1 to `max` characters, with the specification's two messages. */
const trimmedText = (
  kind: (label: string) => v.GenericSchema<string, string>,
  label: string,
  max: number,
  required: string,
  tooLong: string,
) =>
  field(
    v.pipe(
      v.string('This field must be text'),
      v.trim(),
      kind(label),
      v.minLength(1, required),
      v.maxLength(max, tooLong),
    ),
  );

export const CapitalRaisingFormSchema = v.object({
  firstName: trimmedText(
    oneLine,
    'First name',
    50,
    'First name is required',
    'First name must be less than 50 characters',
  ),
  lastName: trimmedText(
    oneLine,
    'Last name',
    50,
    'Last name is required',
    'Last name must be less than 50 characters',
  ),
  companyName: trimmedText(
    oneLine,
    'Company name',
    100,
    'Company name is required',
    'Company name must be less than 100 characters',
  ),
  email: field(
    v.pipe(
      v.string('This field must be text'),
      v.trim(),
      v.email('Invalid email address'),
      v.maxLength(255, 'Email must be less than 255 characters'),
    ),
  ),
  contactNumber: trimmedText(
    oneLine,
    'Contact number',
    20,
    'Contact number is required',
    'Contact number must be less than 20 characters',
  ),
  fundingRequirement: field(
    v.pipe(
      text(),
      v.picklist(
        FUNDING_REQUIREMENTS.map((option) => option.value),
        'Please select a funding requirement',
      ),
    ),
  ),
  message: trimmedText(
    multiLine,
    'Message',
    1000,
    'Message is required',
    'Message must be less than 1000 characters',
  ),
  consent: v.optional(
    v.pipe(
      v.boolean('You must consent to be contacted'),
      v.check((given) => given, 'You must consent to be contacted'),
    ),
    false,
  ),
});

/** What the form's fields hold while being filled in; the schema turns it into the values below. */
export type ContactFormInput = v.InferInput<typeof ContactFormSchema>;
export type CapitalRaisingFormInput = v.InferInput<typeof CapitalRaisingFormSchema>;
export type ContactFormValues = v.InferOutput<typeof ContactFormSchema>;
export type CapitalRaisingFormValues = v.InferOutput<typeof CapitalRaisingFormSchema>;

const envelope = {
  /** Generated in the browser, so a resent enquiry is stored once. (Missing: checked as empty.) */
  id: v.optional(v.pipe(v.string('id must be a UUID'), v.uuid('id must be a UUID')), ''),
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(500))),
};

/**
 * What the browser sends: a form's fields plus `page` and `id`. Strict: a field no form has is
 * refused rather than ignored.
 */
export const EnquiryPayloadSchema = v.variant(
  'page',
  [
    v.strictObject(
      {
        ...ContactFormSchema.entries,
        ...envelope,
        page: v.picklist(CONTACT_FORM_PAGES, "page must name one of the site's forms"),
      },
      'This form has no such field',
    ),
    v.strictObject(
      {
        ...CapitalRaisingFormSchema.entries,
        ...envelope,
        page: v.literal(ENQUIRY_PAGES.capitalRaising),
      },
      'This form has no such field',
    ),
  ],
  "page must name one of the site's forms",
);

export type EnquiryPayload = v.InferOutput<typeof EnquiryPayloadSchema>;
export type ContactEnquiry = Extract<EnquiryPayload, { page: (typeof CONTACT_FORM_PAGES)[number] }>;
export type CapitalRaisingEnquiry = Extract<EnquiryPayload, { page: 'Capital Raising' }>;

/** Per-field messages (the first for each field), as the forms show them and the function returns them. */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  // A Map, not an object: a key sent as "__proto__" must be reported, not set the prototype.
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'payload';
    if (!messages.has(key)) messages.set(key, issue.message);
  }
  return Object.fromEntries(messages);
}

/** Validates a payload; on failure, returns every field's message. */
export function parseEnquiryPayload(
  input: unknown,
): { ok: true; enquiry: EnquiryPayload } | { ok: false; fields: Record<string, string> } {
  const result = v.safeParse(EnquiryPayloadSchema, input);
  return result.success
    ? { ok: true, enquiry: result.output }
    : { ok: false, fields: fieldMessages(result.issues) };
}
