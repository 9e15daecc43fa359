import { ENQUIRY_OUTBOX } from '../enquiry-settings';

/** Background Sync is not in TypeScript's DOM types (Chromium only). */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker, where there is one and the browser has Background Sync, to replay the
 * outbox when the connection returns, even if every tab is closed by then. Best effort: the
 * page's own triggers replay it anyway.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      SyncCapableRegistration | undefined;
    await registration?.sync?.register(ENQUIRY_OUTBOX);
  } catch {
    // Refused (permission, no active worker): nothing lost.
  }
}

/** Asks the browser not to evict the outbox under storage pressure. Best effort, no prompt here. */
export async function requestPersistentStorage(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) {
      await navigator.storage.persist();
    }
  } catch {
    // Not granted or not supported: the outbox still works, only without the guarantee.
  }
}
