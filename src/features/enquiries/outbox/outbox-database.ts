import { createStore } from 'idb-keyval';
import { ENQUIRY_OUTBOX, OUTBOX_ITEMS_STORE } from '../enquiry-settings';

/**
 * The outbox's IndexedDB store, one definition for the app, the service worker and the starter
 * (outbox-waiting.ts). idb-keyval opens the database on first use, not here.
 */
export const outboxStore = createStore(ENQUIRY_OUTBOX, OUTBOX_ITEMS_STORE);
