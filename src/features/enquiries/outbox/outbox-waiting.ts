import { values } from 'idb-keyval';
import { ENQUIRY_OUTBOX } from '../enquiry-settings';
import { enquiriesOnBadge, showOnAppBadge } from './app-badge';
import { outboxStore } from './outbox-database';
import { listen } from './outbox-events';

/**
 * Whether this device has an outbox at all. Asked first, where the browser can, so that a visitor
 * who never sent anything does not get an empty database created just to find it empty.
 */
async function outboxMayExist(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === ENQUIRY_OUTBOX);
}

/**
 * Calls `onWaiting` when enquiries wait in the outbox, now or once this page, another tab or the
 * worker changes it: the outbox's status beside the Contact button and its replay are the app's,
 * whose code is then wanted (src/starter.ts). Framework-free, for the starter.
 *
 * The installed app's badge is set from what the outbox holds on every page, as it opens: a badge
 * left by a background send that failed, or by site data cleared since, is put right by the next
 * visit, without the app's code, which an empty outbox never loads.
 */
export async function whenOutboxWaits(onWaiting: () => void): Promise<void> {
  const stopListening = listen(() => {
    stopListening();
    onWaiting();
  });
  try {
    const items = (await outboxMayExist())
      ? await values<{ status?: unknown } | null>(outboxStore)
      : [];
    void showOnAppBadge(enquiriesOnBadge(items));
    if (items.length > 0) onWaiting();
  } catch (error) {
    // A browser that refuses IndexedDB (some private modes) has no outbox to replay.
    console.warn('Could not look into the enquiry outbox', error);
  }
}
