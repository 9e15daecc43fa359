/// <reference lib="webworker" />
/**
 * The outbox in the service worker: enquiries kept on this device (saved offline, or left when
 * their tab closed mid-send) are sent from here too, even with every tab closed. The installed
 * app's badge then counts what is left, and a visitor who asked to be told, with no page in view,
 * is told they have gone.
 */
import { oneAtATime } from '../../../lib/one-at-a-time';
import type { SyncEvent } from '../../../lib/sync-event-in-worker';
import { ENQUIRY_OUTBOX, SYNC_RETRY_REASON } from '../enquiry-settings';
import { enquiriesOnBadge, showOnAppBadge } from './app-badge';
import { replayOutbox } from './outbox-replay';
import { readItems } from './outbox-store';
import { ENQUIRY_SENT_NOTIFICATION, openTheSite, tellEnquiriesSent } from './sent-notification';

declare const self: ServiceWorkerGlobalScope;

/**
 * The installed app's badge, from what the outbox holds now. One count at a time: two syncs (the
 * browser's own and a retry) may run together, and an older count must not be shown last.
 */
const showOutboxOnBadge = () =>
  oneAtATime(`${ENQUIRY_OUTBOX}/badge`, () =>
    readItems()
      .then((items) => showOnAppBadge(enquiriesOnBadge(items)))
      .catch((error: unknown) => console.warn('Could not count the enquiry outbox', error)),
  );

/** Registers the outbox's Background Sync, then the press on its sent notification. */
export function replayOutboxInWorker(): void {
  // A page asks for this sync whenever it keeps an enquiry. Throwing while some still wait tells
  // the browser to try this sync again later.
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== ENQUIRY_OUTBOX) return;
    sync.waitUntil(
      // The badge counts down as each enquiry goes, and is set last, however the attempt ended.
      replayOutbox({ connectionReturned: true, afterAttempt: showOutboxOnBadge })
        .then(async (summary) => {
          await tellEnquiriesSent(self, summary.delivered).catch((error: unknown) =>
            console.warn('Could not say the enquiries were sent', error),
          );
          return summary;
        })
        .finally(showOutboxOnBadge)
        .then(({ waiting }) => {
          if (waiting > 0) throw new Error(SYNC_RETRY_REASON);
        }),
    );
  });

  // The notification pressed: the site, brought forward or opened.
  self.addEventListener('notificationclick', (event) => {
    if (event.notification.tag !== ENQUIRY_SENT_NOTIFICATION) return;
    event.notification.close();
    event.waitUntil(openTheSite(self));
  });
}
