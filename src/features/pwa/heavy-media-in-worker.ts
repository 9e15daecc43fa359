/// <reference lib="webworker" />
/**
 * Heavy media (the hero video) in the service worker. It is listed in the build's manifest, with
 * its revision, but not precached at install: on Save-Data or a 2g connection the page never shows
 * it, and fetching it there would spend the visitor's data on decoration. The page asks for it
 * once it has decided the video may play (each visit, and again when the connection improves or
 * returns); the worker checks the same rule before fetching (src/lib/heavy-media.ts). Kept in a
 * cache of its own, keyed by revision, because the precache deletes at activation whatever its
 * manifest does not list.
 */
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import {
  CACHE_HEAVY_MEDIA,
  connectionAllowsHeavyMedia,
  isHeavyMedia,
  reportedConnection,
} from '../../lib/heavy-media';
import type { ManifestEntry } from './precache-in-worker';

declare const self: ServiceWorkerGlobalScope;

/** The heavy media's cache: the worker deletes any other version of it at activation. */
export const HEAVY_MEDIA_CACHE = 'heavy-media-v1';

/** A heavy file's address, and its key in the cache: the address with the build's revision. */
interface HeavyFile {
  url: string;
  key: string;
}

/**
 * Registers the page's request to cache the heavy media (CACHE_HEAVY_MEDIA), then the route that
 * answers it from that cache.
 */
export function cacheHeavyMediaInWorker(manifest: readonly ManifestEntry[]): void {
  const heavyMedia = manifest
    .filter((entry) => isHeavyMedia(entry.url))
    .map((entry) => {
      const url = new URL(entry.url, self.location.href);
      const key = new URL(url);
      if (entry.revision) key.searchParams.set('revision', entry.revision);
      return { url: url.href, key: key.href };
    });

  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type !== CACHE_HEAVY_MEDIA) return;
    // Offline or refused, the page asks again later; nothing to report meanwhile.
    event.waitUntil(cacheHeavyMedia(heavyMedia).catch(() => undefined));
  });

  // Video players ask for byte ranges, which only the cached whole file can answer offline. Until
  // it is cached, the request goes to the network untouched.
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
}

/** Fetches the heavy media the cache lacks, and drops revisions this build no longer lists. */
async function cacheHeavyMedia(heavyMedia: readonly HeavyFile[]): Promise<void> {
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
