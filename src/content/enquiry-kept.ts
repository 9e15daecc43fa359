/**
 * What a visitor is told when an enquiry is kept on the device. Apart from the rest of the forms'
 * copy because the starter says it too, for an enquiry sent offline before its form's code: only
 * these few words come with every page.
 */
export const enquiryKeptCopy = {
  /** No answer, or the server is busy: the enquiry waits in this device's outbox. */
  contactSaved: {
    title: 'Message saved on this device',
    description:
      'We could not reach our server, so your message is saved on this device. It will be sent automatically when the connection returns.',
  },
  storageFailed: {
    title: 'Your enquiry could not be saved on this device',
    description: 'Your browser would not store it, so we are sending it straight away.',
  },
  /** Offline, before the form's code, and the browser would not keep the enquiry either. */
  heldNotKept:
    'Your browser would not store it, and you are offline. What you typed stays in the form: send it again once you are back online.',
} as const;
