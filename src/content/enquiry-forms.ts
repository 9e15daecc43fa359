import { capitalFormLabel, contactFormLabel } from './enquiry-form-names';
import { enquiryKeptCopy } from './enquiry-kept';
import { siteConfig } from './site-config';

/** Every word the enquiry forms show. */
export const enquiryFormCopy = {
  requiredNote: 'All fields are required.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  countryCode: 'Country code',
  phone: 'Phone number',
  country: 'Country',
  countryPrompt: 'Select your country',
  message: 'Message',
  companyName: 'Company name',
  contactNumber: 'Contact number',
  fundingRequirement: 'Funding requirement',
  fundingPrompt: 'Select a funding requirement',
  consentLabel: 'Consent',
  consentText: `I consent to ${siteConfig.brandName} contacting me about this enquiry, as described in the Privacy Policy.`,
  contactSubmit: 'SEND MESSAGE',
  contactSending: 'SENDING...',
  capitalSubmit: 'SUBMIT ENQUIRY',
  capitalSending: 'SUBMITTING...',
  contactFormLabel,
  capitalFormLabel,
  contactSuccess: {
    title: 'Message sent successfully!',
    description: "We'll get back to you as soon as possible.",
  },
  contactFailure: {
    title: 'Error sending message',
    description: 'Please try again or contact us directly.',
  },
  capitalFailure: {
    title: 'Error sending inquiry',
    description: 'Please try again or contact us directly.',
  },
  thankYou: {
    title: 'Thank You!',
    text: 'We will be in touch shortly.',
  },
  ...enquiryKeptCopy,
  thankYouSaved: {
    title: 'Thank You!',
    text: 'We could not reach our server, so your enquiry is saved on this device. It will be sent automatically when the connection returns, and we will be in touch shortly after.',
  },
  /** The outbox write failed because the device's storage is full (QuotaExceededError). */
  storageFull: {
    title: 'Your device’s storage is full',
    description:
      'Your enquiry could not be saved on this device, so we are sending it straight away. If it cannot be sent, what you typed stays in the form.',
  },
} as const;
