import type { ExternalToast } from 'sonner';
import { sentNotificationCopy as copy } from '../../../content/sent-notification';

/**
 * Remembers on the device that the visitor answered the offer to be told when a kept enquiry has
 * gone without granting it, so that it is never asked again.
 */
export const SENT_NOTIFICATION_DECLINED_KEY = 'sentNotificationDeclined';

/**
 * Whether the confirmation of an enquiry kept on this device offers to tell the visitor when it
 * has gone: only where the service worker can send it with every page closed (Background Sync)
 * and show a notification, and only while the question is unanswered. Firefox and Safari have no
 * Background Sync, so an open page sends the enquiry and says so itself: no offer there.
 */
export function mayOfferSentNotification(): boolean {
  if (typeof window === 'undefined') return false;
  if (!('Notification' in window) || !('SyncManager' in window)) return false;
  if (Notification.permission !== 'default') return false;
  try {
    return localStorage.getItem(SENT_NOTIFICATION_DECLINED_KEY) === null;
  } catch {
    // Nowhere to remember a no: not asked at all, rather than asked every time.
    return false;
  }
}

function rememberDeclined(): void {
  try {
    localStorage.setItem(SENT_NOTIFICATION_DECLINED_KEY, '1');
  } catch {
    // mayOfferSentNotification then never offers: see there.
  }
}

/** "No, thanks": remembered, never asked again. */
export function declineSentNotification(): void {
  rememberDeclined();
}

/**
 * "Tell me when it is sent": the browser's own question, asked only here, from the visitor's
 * press (call it in the press's handler, before anything awaits). A refusal or a dismissed prompt
 * is remembered as a no.
 */
export async function acceptSentNotification(): Promise<boolean> {
  const permission = await Notification.requestPermission().catch(() => 'default' as const);
  if (permission !== 'granted') rememberDeclined();
  return permission === 'granted';
}

/**
 * The offer as the contact form's toast carries it: a button pair, the toast staying until the
 * visitor answers; nothing where it is not offered.
 */
export function sentNotificationToastOffer(): Pick<
  ExternalToast,
  'action' | 'cancel' | 'duration'
> {
  if (!mayOfferSentNotification()) return {};
  return {
    action: { label: copy.accept, onClick: () => void acceptSentNotification() },
    cancel: { label: copy.decline, onClick: declineSentNotification },
    duration: Infinity,
  };
}
