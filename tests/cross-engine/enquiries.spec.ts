import * as v from 'valibot';
import {
  CapitalRaisingFormSchema,
  ContactFormSchema,
  DEFAULT_PHONE_CODE,
  ENQUIRY_PAGES,
} from '#shared/enquiry-schema';
import { capitalRaisingEnquiry, contactEnquiry } from '#shared/test-enquiries';
import { uniqueEmail } from '../support/enquiries';
import { siteContent } from '../support/site-content';
import { test } from './support/fixtures';
import { expectStoredOnceWithNothingWaiting } from './support/enquiry-kept';
import { acceptTheDisclaimer } from './support/first-visit';
import { byLabel, byRole, byText, type Target } from './support/target';
import type { Visitor } from './support/visitor';

type Content = Awaited<ReturnType<typeof siteContent>>;
type FormCopy = Content['enquiryFormCopy'];

/**
 * The message each field shows when the form is sent as it first stands (every field empty but
 * the phone code, consent ticked where asked): the schema's own first complaint about it.
 */
function messagesForUntouched(
  schema: typeof ContactFormSchema | typeof CapitalRaisingFormSchema,
  preset: Record<string, unknown>,
): string[] {
  const untouched = { ...Object.fromEntries(Object.keys(schema.entries).map((key) => [key, ''])) };
  const result = v.safeParse(schema, { ...untouched, ...preset });
  const byField = result.issues ? (v.flatten(result.issues).nested ?? {}) : {};
  return Object.values(byField).map((messages) => messages![0]!);
}

/** Types the shared valid enquiry into a contact-style form, from this address. */
async function fillContactForm(visitor: Visitor, form: Target, email: string, copy: FormCopy) {
  const typed = contactEnquiry({ email });
  await visitor.type(byLabel(copy.firstName, form), typed.firstName);
  await visitor.type(byLabel(copy.lastName, form), typed.lastName);
  await visitor.type(byLabel(copy.email, form), typed.email);
  await visitor.choose(byLabel(copy.countryCode, form), typed.countryCode);
  await visitor.type(byLabel(copy.phone, form), typed.phone);
  await visitor.choose(byLabel(new RegExp(`^${copy.country}$`), form), typed.country);
  await visitor.type(byLabel(copy.message, form), typed.message);
}

async function fillCapitalRaisingForm(
  visitor: Visitor,
  form: Target,
  email: string,
  copy: FormCopy,
) {
  const typed = capitalRaisingEnquiry({ email });
  await visitor.type(byLabel(copy.firstName, form), typed.firstName);
  await visitor.type(byLabel(copy.lastName, form), typed.lastName);
  await visitor.type(byLabel(copy.companyName, form), typed.companyName);
  await visitor.type(byLabel(copy.email, form), typed.email);
  await visitor.type(byLabel(copy.contactNumber, form), typed.contactNumber);
  await visitor.choose(byLabel(copy.fundingRequirement, form), typed.fundingRequirement);
  await visitor.type(byLabel(copy.message, form), typed.message);
}

interface EnquiryForm {
  path: string;
  form: (content: Content) => Target;
  send: (content: Content) => Target;
  /** Ticks what must be ticked before the form can be sent at all. */
  prepare?: (visitor: Visitor, form: Target, copy: FormCopy) => Promise<void>;
  messages: string[];
  fill: (visitor: Visitor, form: Target, email: string, copy: FormCopy) => Promise<void>;
  /** What the visitor is shown once it is sent. */
  sent: (content: Content) => Target;
}

const contactForm = (path: string, page: string): EnquiryForm => ({
  path,
  form: ({ enquiryFormCopy }) => byRole('form', enquiryFormCopy.contactFormLabel(page)),
  send: ({ enquiryFormCopy }) => byRole('button', enquiryFormCopy.contactSubmit),
  messages: messagesForUntouched(ContactFormSchema, { countryCode: DEFAULT_PHONE_CODE }),
  fill: fillContactForm,
  sent: ({ enquiryFormCopy }) => byText(enquiryFormCopy.contactSuccess.title),
});

/**
 * Each kind of form once in each engine: the service pages' forms are the home page's contact form
 * under another name, each of them Chromium's to prove (enquiries.spec.ts).
 */
const ENQUIRY_FORMS: EnquiryForm[] = [
  contactForm('/', ENQUIRY_PAGES.contact),
  {
    path: '/capital-raising',
    form: ({ enquiryFormCopy }) => byRole('form', enquiryFormCopy.capitalFormLabel),
    send: ({ enquiryFormCopy }) => byRole('button', enquiryFormCopy.capitalSubmit),
    prepare: (visitor, form, copy) => visitor.press(byRole('checkbox', copy.consentLabel, form)),
    messages: messagesForUntouched(CapitalRaisingFormSchema, { consent: true }),
    fill: fillCapitalRaisingForm,
    sent: ({ enquiryFormCopy }) => byRole('heading', enquiryFormCopy.thankYou.title),
  },
];

for (const enquiry of ENQUIRY_FORMS) {
  test(`the form on ${enquiry.path}: sent empty it says what each field needs; filled in and sent it confirms, and the enquiry is stored once`, async ({
    visitor,
  }) => {
    const content = await siteContent();
    const form = enquiry.form(content);
    const email = uniqueEmail(`cross-engine-${visitor.engine}`);
    if (enquiry.path === '/') await acceptTheDisclaimer(visitor);
    else await visitor.open(enquiry.path);

    await enquiry.prepare?.(visitor, form, content.enquiryFormCopy);
    await visitor.press(enquiry.send(content));
    for (const message of enquiry.messages) await visitor.see(byText(message, form), 20_000);

    await enquiry.fill(visitor, form, email, content.enquiryFormCopy);
    await visitor.press(enquiry.send(content));
    // The send goes through the function to the database, which a busy machine can slow down.
    await visitor.see(enquiry.sent(content), 20_000);
    await expectStoredOnceWithNothingWaiting(visitor, email);
  });
}
