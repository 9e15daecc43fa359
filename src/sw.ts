/// <reference lib="webworker" />
/**
 * The service worker: the whole site precached so every page opens offline, the news feed served
 * stale-while-revalidate, the hero video cached once the connection allows and served from cache
 * with range support, and old caches removed. It sends the enquiries kept on the device (Background
 * Sync), counts them on the installed app's badge and says when they have gone, and refreshes the
 * news (Periodic Background Sync). It handles only what it must; everything else goes to the
 * network untouched.
 *
 * Each feature's part lives beside the feature, in a `*-in-worker.ts` file whose function
 * registers its routes and listeners when called; this file only composes them. Workbox answers a
 * request with the first route that matches it, so the calls below are in the order of the routes.
 */
import { clientsClaim } from 'workbox-core';
import { fileAnsweringPath } from './app/site-paths';
import { replayOutboxInWorker } from './features/enquiries/outbox/outbox-in-worker';
import {
  cacheNewsInWorker,
  NEWS_FEED_CACHE,
  NEWS_IMAGES_CACHE,
} from './features/news/news-in-worker';
import { cacheHeavyMediaInWorker, HEAVY_MEDIA_CACHE } from './features/pwa/heavy-media-in-worker';
import { refreshNewsInWorker } from './features/pwa/news-refresh-in-worker';
import { precacheInWorker, type ManifestEntry } from './features/pwa/precache-in-worker';
import { updateInWorker } from './features/pwa/worker-update-in-worker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

/** The build's manifest, named once: Workbox injects it at its one mention. */
const manifest: ManifestEntry[] = self.__WB_MANIFEST;

// Routes: the hero video (with byte ranges), then the precache and the pages from it, then the
// news feed and the news images.
cacheHeavyMediaInWorker(manifest);
precacheInWorker(manifest, fileAnsweringPath);
const news = cacheNewsInWorker();

refreshNewsInWorker(news.refreshFeed);
// The runtime caches this worker owns besides the precache; any other version of them is an old one.
updateInWorker([NEWS_FEED_CACHE, NEWS_IMAGES_CACHE, HEAVY_MEDIA_CACHE]);
replayOutboxInWorker();
clientsClaim();
