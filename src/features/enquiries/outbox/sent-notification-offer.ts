import type { ExternalToast } from 'sonner';
import { toast } from '../../../components/toast';
import { sentNotificationCopy as copy } from '../../../content/sent-notification';
import { listen } from './outbox-events';
import { readItem } from './outbox-store';

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

/** Whether the kept enquiry `id` is still on this device, to be sent. */
async function stillWaits(id: string): Promise<boolean> {
  const item = await readItem(id).catch(() => null);
  return item !== null && item.status !== 'emailed';
}

/**
 * Calls `onGone` once the kept enquiry `id` has left the outbox (sent by this page, another tab
 * or the worker, or handed to email), at once if it already has: its offer goes with it. Returns
 * the function that stops watching.
 */
export function whenEnquiryGone(id: string, onGone: () => void): () => void {
  let watching = true;
  const stop = () => {
    watching = false;
    stopListening();
  };
  const check = () =>
    void stillWaits(id).then((waits) => {
      if (waits || !watching) return;
      stop();
      onGone();
    });
  const stopListening = listen(check);
  check();
  return stop;
}

/**
 * "Tell me when it is sent": the browser's own question, asked only here, from the visitor's
 * press, and only while the enquiry still waits (one already sent needs no telling). The outbox
 * is read first, well within the press's activation, which lasts seconds. A refusal or a
 * dismissed prompt is remembered as a no: 'refused'.
 */
export async function acceptSentNotification(id: string): Promise<'granted' | 'refused' | 'gone'> {
  if (!(await stillWaits(id))) return 'gone';
  const permission = await Notification.requestPermission().catch(() => 'default' as const);
  if (permission === 'granted') return 'granted';
  rememberDeclined();
  return 'refused';
}

/**
 * The offer as the contact form's toast carries it, for the kept enquiry `id`: a button pair, the
 * toast staying until the visitor answers or the enquiry goes; after a refusal, one line on where
 * to change it. Nothing where it is not offered.
 */
export function sentNotificationToastOffer(
  id: string,
): Pick<ExternalToast, 'id' | 'className' | 'action' | 'cancel' | 'duration' | 'onDismiss'> {
  if (!mayOfferSentNotification()) return {};
  const toastId = `sent-notification-offer-${id}`;
  // Watched until answered, closed, or gone (stopping twice does nothing more).
  const stopWatching = whenEnquiryGone(id, () => toast.dismiss(toastId));
  return {
    id: toastId,
    // Its buttons go under the sentence (src/styles/controls.css).
    className: 'toast-with-choice',
    action: {
      label: copy.accept,
      onClick: () => {
        stopWatching();
        void acceptSentNotification(id).then((answer) => {
          if (answer === 'refused') toast.info(copy.refused);
        });
      },
    },
    cancel: {
      label: copy.decline,
      onClick: () => {
        stopWatching();
        declineSentNotification();
      },
    },
    duration: Infinity,
    onDismiss: stopWatching,
  };
}
