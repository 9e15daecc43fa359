import { enquiryFormCopy } from './enquiry-forms';
import { siteConfig } from './site-config';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every word the enquiry outbox shows: the header indicator, its panel, its toasts and emails. */
export const outboxCopy = {
  /** The header button's name: 'Outbox: 1 enquiry waiting to send, 1 enquiry needs your attention'. */
  indicatorLabel: ({
    waiting,
    attention,
    emailed,
  }: {
    waiting: number;
    attention: number;
    emailed: number;
  }) => {
    const parts = [
      waiting > 0 ? `${plural(waiting, 'enquiry', 'enquiries')} waiting to send` : '',
      attention > 0 ? `${plural(attention, 'enquiry needs', 'enquiries need')} your attention` : '',
      emailed > 0 ? `${plural(emailed, 'enquiry', 'enquiries')} handed to email` : '',
    ];
    return `Outbox: ${parts.filter(Boolean).join(', ') || 'empty'}`;
  },
  panelTitle: 'Enquiries saved on this device',
  panelIntro:
    'These have not reached us yet. They are sent automatically when the connection returns; you can also retry, email them to us, or discard them.',
  empty: 'Nothing is waiting. Every enquiry has reached us.',
  close: 'Close',
  listLabel: 'Saved enquiries',
  savedAt: (age: string) => `Saved ${age}`,
  justNow: 'just now',
  status: {
    waiting: 'Waiting to send',
    attention: 'Needs your attention',
    emailed: 'Handed to your email app',
    sending: 'Sending…',
  },
  reason: {
    noAnswer: 'No answer from our server yet: the device may be offline.',
    busy: (status: number) => `Our server could not take it yet (HTTP ${status}).`,
    refused: (message: string) => `Our server refused it: ${message}`,
    /** HTTP 409: the server holds an enquiry with this reference whose content differs. */
    conflict:
      'Our server already has a different enquiry under this reference, so it cannot take this one. Please send it by email instead.',
    emailed:
      'You chose to send it by email, so it is no longer sent automatically. Discard it once your email has gone.',
  },
  retryNow: 'Retry now',
  sendByEmail: 'Send by email instead',
  discard: 'Discard',
  confirmDiscard: 'Discard this enquiry? It has not reached us and cannot be recovered.',
  confirmDiscardYes: 'Discard it',
  confirmDiscardNo: 'Keep it',
  delivered: {
    title: 'Saved enquiry sent',
    description: (formLabel: string) =>
      `Your ${formLabel} has reached us. We'll get back to you as soon as possible.`,
  },
  attention: {
    title: 'An enquiry needs your attention',
    description: (formLabel: string) => `Our server refused your saved ${formLabel}.`,
    action: 'Review',
  },
  email: {
    to: siteConfig.infoEmail,
    subject: (formLabel: string) => `${formLabel} from the ${siteConfig.brandName} website`,
    intro: 'I tried to send this enquiry from your website:',
    reference: 'Reference',
    yes: 'Yes',
    no: 'No',
  },
  /** Field names as the forms label them, for the email body. */
  fieldLabels: {
    page: 'Form',
    firstName: enquiryFormCopy.firstName,
    lastName: enquiryFormCopy.lastName,
    companyName: enquiryFormCopy.companyName,
    email: enquiryFormCopy.email,
    countryCode: enquiryFormCopy.countryCode,
    phone: enquiryFormCopy.phone,
    contactNumber: enquiryFormCopy.contactNumber,
    country: enquiryFormCopy.country,
    fundingRequirement: enquiryFormCopy.fundingRequirement,
    message: enquiryFormCopy.message,
    consent: enquiryFormCopy.consentLabel,
  } as Record<string, string>,
} as const;
