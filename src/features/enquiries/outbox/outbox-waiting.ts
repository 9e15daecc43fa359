import { keys } from 'idb-keyval';
import { ENQUIRY_OUTBOX } from '../enquiry-settings';
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
 * whose code is then wanted (src/starter.tsx). Framework-free, for the starter.
 */
export async function whenOutboxWaits(onWaiting: () => void): Promise<void> {
  const stopListening = listen(() => {
    stopListening();
    onWaiting();
  });
  try {
    if ((await outboxMayExist()) && (await keys(outboxStore)).length > 0) onWaiting();
  } catch (error) {
    // A browser that refuses IndexedDB (some private modes) has no outbox to replay.
    console.warn('Could not look into the enquiry outbox', error);
  }
}
