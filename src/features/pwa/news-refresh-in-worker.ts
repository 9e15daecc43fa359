/// <reference lib="webworker" />
/**
 * Periodic Background Sync in the service worker (Chromium, installed; registered by the page,
 * news-refresh.ts): the news feed refreshed now and then, with no page open.
 */
import type { SyncEvent } from '../../lib/sync-event-in-worker';
import { NEWS_REFRESH_TAG } from './news-refresh';

declare const self: ServiceWorkerGlobalScope;

/**
 * Registers the answer to the news refresh's periodic sync: `refreshFeed`, the news feature's
 * (src/features/news/news-in-worker.ts), which a feature does not import.
 */
export function refreshNewsInWorker(refreshFeed: (event: ExtendableEvent) => Promise<unknown>) {
  self.addEventListener('periodicsync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== NEWS_REFRESH_TAG) return;
    sync.waitUntil(refreshFeed(sync));
  });
}
