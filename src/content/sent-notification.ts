import { siteConfig } from './site-config';

/**
 * The offer, in the confirmation of an enquiry kept on the device, to be told when it has gone,
 * and what the device then says once the service worker has sent it with no page of the site open.
 */
export const sentNotificationCopy = {
  question: 'Would you like this device to tell you when it has been sent?',
  accept: 'Tell me when it is sent',
  decline: 'No, thanks',
  /** Said once, after the browser's question was refused or dismissed. */
  refused:
    "Notifications are off for this site. You can turn them on in your browser's site settings.",
  /** The notification the service worker shows. */
  title: 'Saved enquiry sent',
  body: (count: number) =>
    `${count === 1 ? 'Your enquiry has' : `Your ${count} enquiries have`} reached ${siteConfig.brandName}. We'll get back to you as soon as possible.`,
} as const;
