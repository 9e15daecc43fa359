import type { EnquiryNotSentReason } from '#shared/form-post-pages';
import { enquiryFormCopy } from './enquiry-forms';
import { siteConfig } from './site-config';

/** What a page after a native form post (an enquiry sent without JavaScript) says. */
export interface EnquiryOutcomeCopy {
  heading: string;
  paragraphs: readonly string[];
  /** The rules a form's fields must meet, listed where the visitor has to correct one. */
  rules?: readonly string[];
  /** Offer the enquiry mailbox instead of the form. */
  offerEmail: boolean;
}

const backToForm =
  'Use your browser’s Back button to return to the form: what you typed is still there.';

export const enquiryOutcomeCopy = {
  received: {
    heading: enquiryFormCopy.thankYou.title,
    paragraphs: [
      'Your enquiry has been received.',
      enquiryFormCopy.thankYou.text,
      `If you need to add anything, write to us at ${siteConfig.infoEmail}.`,
    ],
    offerEmail: false,
  },
  notSent: {
    invalid: {
      heading: 'Your enquiry was not sent',
      paragraphs: [
        'Some of its details were missing or not in a form we can accept, so nothing was sent.',
        backToForm,
        'Please check each field against these rules, then send it again:',
      ],
      rules: [
        'Every field is required.',
        'Names have at least 2 characters (at most 50 on the capital raising form).',
        'The email address is complete, such as name@example.com.',
        'The phone number has at least 8 digits or spaces.',
        'The message has at least 10 characters (at most 1000 on the capital raising form).',
        'On the capital raising form, choose a funding requirement and tick the consent box.',
      ],
      offerEmail: true,
    },
    busy: {
      heading: 'Your enquiry was not sent yet',
      paragraphs: [
        'We have received several enquiries from your connection in the last few minutes, so we held this one back.',
        `${backToForm} Please wait a few minutes and send it again.`,
      ],
      offerEmail: true,
    },
    unavailable: {
      heading: 'Your enquiry could not be stored just now',
      paragraphs: [
        'Our server could not store it at this moment, so nothing was sent.',
        `${backToForm} Please try again in a minute or two.`,
      ],
      offerEmail: true,
    },
  } satisfies Record<EnquiryNotSentReason, EnquiryOutcomeCopy>,
  emailInstead: `You can also email your enquiry to ${siteConfig.infoEmail}.`,
  emailLink: 'Email us instead',
  homeLink: 'Back to the home page',
} as const satisfies {
  received: EnquiryOutcomeCopy;
  notSent: Record<EnquiryNotSentReason, EnquiryOutcomeCopy>;
  emailInstead: string;
  emailLink: string;
  homeLink: string;
};
