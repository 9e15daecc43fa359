/**
 * Periodic Background Sync for the news: where the browser has it (Chromium, for an installed
 * site), the service worker refreshes the news feed about once a day, so that the app opened
 * offline shows the last headlines it could fetch (news-refresh-in-worker.ts).
 */

/** The periodic sync's tag, which the worker answers. */
export const NEWS_REFRESH_TAG = 'news-feed-refresh';
/** What the page asks for; the browser decides the real interval, never shorter. */
export const NEWS_REFRESH_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Periodic Background Sync is not in TypeScript's DOM types. */
interface PeriodicSyncRegistration extends ServiceWorkerRegistration {
  periodicSync: {
    register(tag: string, options: { minInterval: number }): Promise<void>;
  };
}

/**
 * Asks the browser to refresh the news from the worker now and then, once the worker is active,
 * where the browser has Periodic Background Sync and allows it this site (in Chromium: installed).
 * Elsewhere, and when not allowed, nothing happens and nothing is asked of the visitor.
 */
export async function askForNewsRefresh(registration: ServiceWorkerRegistration): Promise<void> {
  if (!('periodicSync' in registration)) return;
  try {
    const permission = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    if (permission.state !== 'granted') return;
    await (registration as PeriodicSyncRegistration).periodicSync.register(NEWS_REFRESH_TAG, {
      minInterval: NEWS_REFRESH_MIN_INTERVAL_MS,
    });
  } catch {
    // Refused or unknown to this browser: the news is refreshed on each visit as before.
  }
}
