import { sentNotificationCopy as copy } from '../../../content/sent-notification';

/** The notification's tag: a second one replaces the first rather than piling up. */
export const ENQUIRY_SENT_NOTIFICATION = 'enquiry-sent';

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
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
}

/**
 * For the service worker, once its Background Sync has sent `delivered` kept enquiries: tells the
 * visitor, who allowed it from the offer in the confirmation, with a notification of the device.
 * Not while a page of the site is in view: that page says so itself, with the site's own notice.
 * Nothing where notifications are missing or not allowed.
 */
export async function tellEnquiriesSent(worker: NotifyingWorker, delivered: number): Promise<void> {
  if (delivered === 0 || typeof Notification === 'undefined') return;
  if (Notification.permission !== 'granted') return;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  await worker.registration.showNotification(copy.title, {
    body: copy.body(delivered),
    tag: ENQUIRY_SENT_NOTIFICATION,
    icon: '/icons/icon-192.png',
    lang: 'en',
  });
}

/** The notification pressed: a page of the site already open is brought forward, else one opens. */
export async function openTheSite(worker: NotifyingWorker): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open) await open.focus();
  else await worker.clients.openWindow('/');
}
