/**
 * How enquiries travel, one place each. Read by pages and by the service worker: plain values,
 * nothing else.
 */

/** Give up on an enquiry request after this long and treat it as unanswered. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

/** Edge Function that receives enquiries. */
export const ENQUIRY_FUNCTION = 'send-form-submission';

/**
 * The enquiry outbox's one name: its IndexedDB database, the Web Locks its senders take, the
 * BroadcastChannel that tells every tab what happened, and the Background Sync tag.
 */
export const ENQUIRY_OUTBOX = 'enquiry-outbox';

/** The object store in the outbox's database that holds the kept enquiries, one record each. */
export const OUTBOX_ITEMS_STORE = 'items';

/**
 * What the worker's Background Sync rejects with while enquiries still wait: the one rejection it
 * gives on purpose, since a sync whose promise rejects is tried again by the browser, later and
 * with its own back-off. (Chromium reports any rejected promise given to waitUntil as unhandled.)
 */
export const SYNC_RETRY_REASON = 'Enquiries still waiting to be sent';

/** Retrying a kept enquiry: the first wait, doubling after each failure up to the cap (plus jitter). */
export const OUTBOX_RETRY_BASE_MS = 2_000;
export const OUTBOX_RETRY_CAP_MS = 10 * 60_000;

/**
 * How long a form waits for the outbox to keep its enquiry. An IndexedDB that hangs instead of
 * failing (an upgrade blocked by another tab, some Safari faults) must not hold the form on its
 * sending state: past this the enquiry is sent directly, as when the device refuses to keep it.
 */
export const OUTBOX_WRITE_LIMIT_MS = 2_000;
