import { sentNotificationCopy as copy } from '../../../content/sent-notification';
import { oneAtATime } from '../../../lib/one-at-a-time';

/**
 * The notification's tag: a second one replaces the first rather than piling up, and counts what
 * the first still said (two syncs may each send one: the browser's own and a retry).
 */
export const ENQUIRY_SENT_NOTIFICATION = 'enquiry-sent';

/** What a shown notification carries: how many enquiries it told of. */
interface SentNotificationData {
  delivered: number;
}

const toldOf = (data: unknown): number => {
  const told = (data as Partial<SentNotificationData> | null)?.delivered;
  return typeof told === 'number' ? told : 0;
};

/**
 * What of the service worker's scope these use, typed by hand so that a page's unit test can
 * stand in for it (ServiceWorkerGlobalScope is only in the worker's types).
 */
export interface NotifyingWorker {
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly { visibilityState: DocumentVisibilityState; focus(): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    getNotifications(filter: { tag: string }): Promise<readonly { data: unknown }[]>;
  };
}

/**
 * For the service worker, once its Background Sync has sent `delivered` kept enquiries: tells the
 * visitor, who allowed it from the offer in the confirmation, with a notification of the device.
 * Not while a page of the site is in view: that page says so itself, with the site's own notice.
 * Nothing where notifications are missing or not allowed. One still shown is replaced by one
 * that counts both: the visitor put away what they have read.
 */
export async function tellEnquiriesSent(worker: NotifyingWorker, delivered: number): Promise<void> {
  if (delivered === 0 || typeof Notification === 'undefined') return;
  if (Notification.permission !== 'granted') return;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  // Reading the count shown and showing the next must not interleave, or two would each say one.
  await oneAtATime(ENQUIRY_SENT_NOTIFICATION, async () => {
    const shown = await worker.registration.getNotifications({ tag: ENQUIRY_SENT_NOTIFICATION });
    const told = delivered + shown.reduce((sum, { data }) => sum + toldOf(data), 0);
    const data: SentNotificationData = { delivered: told };
    await worker.registration.showNotification(copy.title, {
      body: copy.body(told),
      tag: ENQUIRY_SENT_NOTIFICATION,
      icon: '/icons/icon-192.png',
      lang: 'en',
      data,
    });
  });
}

/** The notification pressed: a page of the site already open is brought forward, else one opens. */
export async function openTheSite(worker: NotifyingWorker): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open) await open.focus();
  else await worker.clients.openWindow('/');
}
