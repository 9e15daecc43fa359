/// <reference lib="webworker" />
/**
 * The service worker's precache: the whole site, so that every page opens offline. Workbox's
 * precache, routes and clean-up, with an install of our own: Workbox fetches the files one at a
 * time, each waiting a round trip, and activates once all are in; this fetches them a few at a
 * time and activates once what opens every page and keeps an enquiry is in, the rest following
 * when a page asks (precache-install.ts).
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isHeavyMedia } from '../../lib/heavy-media';
import {
  inOrderAtMost,
  installLists,
  PRECACHE_FETCHES_AT_ONCE,
  PRECACHE_REST_MESSAGE,
} from './precache-install';

declare const self: ServiceWorkerGlobalScope;

/** One file of the build's manifest, as Workbox injects it. */
export interface ManifestEntry {
  url: string;
  revision: string | null;
}

/**
 * Registers the precache's route, its install, the rest when a page asks, its activation and
 * clean-up, then the route that answers navigations with pages from it. `fileAnsweringPath` names
 * the prerendered file that answers a path (src/app/site-paths.ts, which a feature does not import).
 */
export function precacheInWorker(
  manifest: readonly ManifestEntry[],
  fileAnsweringPath: (pathname: string) => string,
): void {
  const precache = new PrecacheController();
  precache.addToCacheList(manifest.filter((entry) => !isHeavyMedia(entry.url)));
  registerRoute(new PrecacheRoute(precache));
  self.addEventListener('install', (event) => event.waitUntil(installTheFirst(precache, event)));
  precacheTheRestWhenAsked(precache);
  self.addEventListener('activate', (event) => void precache.activate(event));
  cleanupOutdatedCaches();
  registerRoute(pagesFrom(precache, fileAnsweringPath));
}

/** A request for a precached file, as Workbox's own install makes it. */
function precacheRequest(precache: PrecacheController, url: string, cacheKey: string): Request {
  // A revisioned file bypasses the HTTP cache, as Workbox's own install does.
  return new Request(url, {
    integrity: precache.getIntegrityForCacheKey(cacheKey),
    cache: cacheKey === url ? 'default' : 'reload',
    credentials: 'same-origin',
  });
}

/** The install: what opens every page and keeps an enquiry, through Workbox's strategy. */
function installTheFirst(precache: PrecacheController, event: ExtendableEvent): Promise<void> {
  const cacheKeys = precache.getURLsToCacheKeys();
  const { first } = installLists([...cacheKeys.keys()]);
  return inOrderAtMost(first, PRECACHE_FETCHES_AT_ONCE, (url) => {
    const cacheKey = cacheKeys.get(url) ?? url;
    const request = precacheRequest(precache, url, cacheKey);
    return Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
  });
}

/**
 * What the install left for later (the rest of the code, the fonts, the images), fetched when a
 * page asks (PRECACHE_REST_MESSAGE: once what it started with has stopped moving, so that the
 * download does not slow the typed title on `/`). Not through Workbox's strategy, which would
 * extend the install event: stored under the same keys, each skipped if already stored, so a
 * later page completes what an earlier one did not. One missing meanwhile comes from the network.
 */
async function precacheTheRest(precache: PrecacheController): Promise<void> {
  const cacheKeys = precache.getURLsToCacheKeys();
  const cache = await caches.open(precache.strategy.cacheName);
  await inOrderAtMost(
    installLists([...cacheKeys.keys()]).afterwards,
    PRECACHE_FETCHES_AT_ONCE,
    async (url) => {
      const cacheKey = cacheKeys.get(url) ?? url;
      if (await cache.match(cacheKey)) return;
      const response = await fetch(precacheRequest(precache, url, cacheKey));
      // Not stored, so not all of it: the page is told, and a later page tries it again.
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(cacheKey, response);
    },
  );
}

/** Answers a page's PRECACHE_REST_MESSAGE, one download at a time however many pages ask. */
function precacheTheRestWhenAsked(precache: PrecacheController): void {
  let precachingTheRest: Promise<void> | null = null;
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type !== PRECACHE_REST_MESSAGE) return;
    precachingTheRest ??= precacheTheRest(precache).finally(() => (precachingTheRest = null));
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
}

/**
 * Every page opens from the precache as its own prerendered HTML (index.html if a page is missing
 * from an older precache). Function calls and files are never answered with a page. Workbox
 * tests the denylist against pathname + search, so the file pattern ends at the path
 * ('/sitemap.xml?x=1' is a file; a dot in a query, '/?next=/a.b', is not).
 */
function pagesFrom(
  precache: PrecacheController,
  fileAnsweringPath: (pathname: string) => string,
): NavigationRoute {
  return new NavigationRoute(
    async ({ url }) => {
      const page =
        (await precache.matchPrecache(`/${fileAnsweringPath(url.pathname)}`)) ??
        (await precache.matchPrecache('/index.html'));
      return page ?? Response.error();
    },
    { denylist: [/^\/functions\//, /^\/__local\//, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?|$)/i] },
  );
}
