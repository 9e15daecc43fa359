/// <reference lib="webworker" />
/**
 * The service worker: the whole site precached so every page opens offline, the news feed served
 * stale-while-revalidate, the hero video cached once the connection allows and served from cache
 * with range support, and old caches removed. It sends the enquiries kept on the device (Background
 * Sync), counts them on the installed app's badge and says when they have gone, and refreshes the
 * news (Periodic Background Sync). It handles only what it must; everything else goes to the
 * network untouched.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { fileAnsweringPath } from './app/site-paths';
import { siteConfig } from './content/site-config';
import { stampFetchedAt } from './features/news/feed-age';
import { feedSucceeded } from './features/news/feed-status';
import { enquiriesOnBadge, showOnAppBadge } from './features/enquiries/outbox/app-badge';
import { replayOutbox } from './features/enquiries/outbox/outbox-replay';
import { readItems } from './features/enquiries/outbox/outbox-store';
import {
  ENQUIRY_SENT_NOTIFICATION,
  openTheSite,
  tellEnquiriesSent,
} from './features/enquiries/outbox/sent-notification';
import { NEWS_REFRESH_TAG } from './features/pwa/news-refresh';
import {
  inOrderAtMost,
  installLists,
  PRECACHE_FETCHES_AT_ONCE,
  PRECACHE_REST_MESSAGE,
} from './features/pwa/precache-install';
import { ENQUIRY_OUTBOX, SYNC_RETRY_REASON } from './features/enquiries/enquiry-settings';
import {
  CACHE_HEAVY_MEDIA,
  connectionAllowsHeavyMedia,
  isHeavyMedia,
  reportedConnection,
} from './lib/heavy-media';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Caches this worker owns besides the precache; anything else it finds is an old one. */
const NEWS_FEED_CACHE = 'news-feed-v1';
const NEWS_IMAGES_CACHE = 'news-images-v1';

// Heavy media (the hero video) is listed in the build's manifest, with its revision, but not
// precached at install: on Save-Data or a 2g connection the page never shows it, and fetching it
// there would spend the visitor's data on decoration. The page asks for it once it has decided the
// video may play (each visit, and again when the connection improves or returns); the worker checks
// the same rule before fetching. Kept in its own cache, keyed by revision, because the precache
// deletes at activation whatever its manifest does not list.
const HEAVY_MEDIA_CACHE = 'heavy-media-v1';
/** The build's manifest, named once: Workbox injects it at its one mention. */
const manifest: Array<{ url: string; revision: string | null }> = self.__WB_MANIFEST;
const heavyMedia = manifest
  .filter((entry) => isHeavyMedia(entry.url))
  .map((entry) => {
    const url = new URL(entry.url, self.location.href);
    const key = new URL(url);
    if (entry.revision) key.searchParams.set('revision', entry.revision);
    return { url: url.href, key: key.href };
  });

/** Fetches the heavy media the cache lacks, and drops revisions this build no longer lists. */
async function cacheHeavyMedia(): Promise<void> {
  if (!connectionAllowsHeavyMedia(reportedConnection(self.navigator))) return;
  const cache = await caches.open(HEAVY_MEDIA_CACHE);
  const current = new Set(heavyMedia.map((file) => file.key));
  for (const request of await cache.keys()) {
    if (!current.has(request.url)) await cache.delete(request);
  }
  await Promise.all(
    heavyMedia.map(async ({ url, key }) => {
      if (await cache.match(key)) return;
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.status === 200) await cache.put(key, response);
    }),
  );
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== CACHE_HEAVY_MEDIA) return;
  // Offline or refused, the page asks again later; nothing to report meanwhile.
  event.waitUntil(cacheHeavyMedia().catch(() => undefined));
});

// Video players ask for byte ranges, which only the cached whole file can answer offline. Until it
// is cached, the request goes to the network untouched.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isHeavyMedia(url.pathname),
  async ({ request }) => {
    const cached = await caches.match(request.url, {
      cacheName: HEAVY_MEDIA_CACHE,
      ignoreSearch: true,
      ignoreVary: true,
    });
    if (!cached) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
  },
);

// Workbox's precache, routes and clean-up, with an install of our own: Workbox fetches the files
// one at a time, each waiting a round trip, and activates once all are in; this fetches them a
// few at a time and activates once what opens every page and keeps an enquiry is in, the rest
// following when a page asks (features/pwa/precache-install.ts).
const precache = new PrecacheController();
precache.addToCacheList(manifest.filter((entry) => !isHeavyMedia(entry.url)));
registerRoute(new PrecacheRoute(precache));
/** A request for a precached file, as Workbox's own install makes it. */
function precacheRequest(url: string, cacheKey: string): Request {
  // A revisioned file bypasses the HTTP cache, as Workbox's own install does.
  return new Request(url, {
    integrity: precache.getIntegrityForCacheKey(cacheKey),
    cache: cacheKey === url ? 'default' : 'reload',
    credentials: 'same-origin',
  });
}
self.addEventListener('install', (event) => {
  const cacheKeys = precache.getURLsToCacheKeys();
  const { first } = installLists([...cacheKeys.keys()]);
  event.waitUntil(
    inOrderAtMost(first, PRECACHE_FETCHES_AT_ONCE, (url) => {
      const cacheKey = cacheKeys.get(url) ?? url;
      const request = precacheRequest(url, cacheKey);
      return Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }),
  );
});

/**
 * What the install left for later (the rest of the code, the fonts, the images), fetched when a
 * page asks (PRECACHE_REST_MESSAGE: once what it started with has stopped moving, so that the
 * download does not slow the typed title on `/`). Not through Workbox's strategy, which would
 * extend the install event: stored under the same keys, each skipped if already stored, so a
 * later page completes what an earlier one did not. One missing meanwhile comes from the network.
 */
let precachingTheRest: Promise<void> | null = null;
async function precacheTheRest(): Promise<void> {
  const cacheKeys = precache.getURLsToCacheKeys();
  const cache = await caches.open(precache.strategy.cacheName);
  await inOrderAtMost(
    installLists([...cacheKeys.keys()]).afterwards,
    PRECACHE_FETCHES_AT_ONCE,
    async (url) => {
      const cacheKey = cacheKeys.get(url) ?? url;
      if (await cache.match(cacheKey)) return;
      const response = await fetch(precacheRequest(url, cacheKey));
      // Not stored, so not all of it: the page is told, and a later page tries it again.
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(cacheKey, response);
    },
  );
}
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== PRECACHE_REST_MESSAGE) return;
  precachingTheRest ??= precacheTheRest().finally(() => (precachingTheRest = null));
  // The page hears whether all of it is stored now (src/features/pwa/worker-registration.ts).
  event.waitUntil(
    precachingTheRest.then(
      () => event.ports[0]?.postMessage(true),
      (error: unknown) => {
        console.warn('Part of the precache could not be fetched', error);
        event.ports[0]?.postMessage(false);
      },
    ),
  );
});
self.addEventListener('activate', (event) => void precache.activate(event));
cleanupOutdatedCaches();

// Every page opens from the precache as its own prerendered HTML (index.html if a page is
// missing from an older precache). Function calls and files are never answered with a page.
// Workbox tests the denylist against pathname + search, so the file pattern ends at the path
// ('/sitemap.xml?x=1' is a file; a dot in a query, '/?next=/a.b', is not).
registerRoute(
  new NavigationRoute(
    async ({ url }) => {
      const page =
        (await precache.matchPrecache(`/${fileAnsweringPath(url.pathname)}`)) ??
        (await precache.matchPrecache('/index.html'));
      return page ?? Response.error();
    },
    { denylist: [/^\/functions\//, /^\/__local\//, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?|$)/i] },
  ),
);

// The feed service also answers HTTP 200 with {"status":"error"}; cached, that would replace the
// last good feed and the next offline visit would show no news. Only answers it says succeeded
// are kept (read from a copy: the page still gets the answer itself).
const successfulFeedsOnly: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    return feedSucceeded(body) ? response : null;
  },
};

// Each answer kept is stamped with when it was fetched, so the page can say how old the news it
// shows is (features/news/feed-age.ts).
const stampedWithFetchTime: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => stampFetchedAt(response, Date.now()),
};

// The news feed: show the last good answer at once, refresh it behind the scenes.
const newsFeed = new URL(siteConfig.newsFeedUrl);
const newsFeedStrategy = new StaleWhileRevalidate({
  cacheName: NEWS_FEED_CACHE,
  plugins: [
    successfulFeedsOnly,
    stampedWithFetchTime,
    new ExpirationPlugin({
      maxEntries: 4,
      maxAgeSeconds: 7 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url }) => url.origin === newsFeed.origin && url.pathname === newsFeed.pathname,
  newsFeedStrategy,
);

// Periodic Background Sync (Chromium, installed; registered by the page, features/pwa/
// news-refresh.ts): the feed fetched as the page asks for it and kept through the same strategy,
// so the app opened offline shows the last headlines the device could fetch. A fetch that fails
// leaves the last good feed in place; with no feed kept yet, the answer Workbox would have given
// a page rejects (no-response), and is settled here with the rest.
self.addEventListener('periodicsync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== NEWS_REFRESH_TAG) return;
  const request = new Request(siteConfig.newsFeedUrl, { headers: { Accept: 'application/json' } });
  sync.waitUntil(Promise.allSettled(newsFeedStrategy.handleAll({ request, event: sync })));
});

// News images from the newspaper's image hosts: a few, for a week. Images from any other host are
// left to the browser (the policy lets the worker fetch from the configured hosts only).
// Only a CORS answer with status 200 is kept: the cards ask with crossorigin="anonymous", so the
// worker sees the real status. An opaque answer (status 0) could be an error page or image, which
// cache-first would then serve for a week, and each one counts as several megabytes against the
// storage quota the enquiry outbox shares.
const newsImageOrigins = new Set<string>(siteConfig.newsImageOrigins);
registerRoute(
  ({ request, url }) => request.destination === 'image' && newsImageOrigins.has(url.origin),
  new CacheFirst({
    cacheName: NEWS_IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 30,
        maxAgeSeconds: 7 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Drop runtime caches from earlier versions of this worker.
self.addEventListener('activate', (event) => {
  const current = new Set([NEWS_FEED_CACHE, NEWS_IMAGES_CACHE, HEAVY_MEDIA_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                /^(news-feed|news-images|heavy-media)-v\d+$/.test(name) && !current.has(name),
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The page asks a waiting worker to take over when the visitor chooses Reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Background Sync's and Periodic Background Sync's event (not in TypeScript's worker types). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The installed app's badge, from what the outbox holds now. */
const showOutboxOnBadge = () =>
  readItems()
    .then((items) => showOnAppBadge(enquiriesOnBadge(items)))
    .catch((error: unknown) => console.warn('Could not count the enquiry outbox', error));

// Enquiries kept on this device (saved offline, or left when their tab closed mid-send) are sent
// from here too, even with every tab closed: a page asks for this sync whenever it keeps one.
// The installed app's badge then counts what is left, and a visitor who asked to be told, with no
// page in view, is told they have gone. Throwing while some still wait tells the browser to try
// this sync again later.
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

clientsClaim();
