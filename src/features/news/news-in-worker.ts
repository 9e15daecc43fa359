/// <reference lib="webworker" />
/**
 * The news in the service worker: the feed served stale-while-revalidate, so an offline visit shows
 * the last good news, and the news images kept cache-first for a week.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { siteConfig } from '../../content/site-config';
import { stampFetchedAt } from './feed-age';
import { feedSucceeded } from './feed-status';

/** The news's caches: the worker deletes any other version of them at activation. */
export const NEWS_FEED_CACHE = 'news-feed-v1';
export const NEWS_IMAGES_CACHE = 'news-images-v1';

/** What the worker can do with the news besides answer the page: fetch the feed of its own accord. */
export interface NewsInWorker {
  /**
   * Fetches the feed as a page asks for it and keeps it through the same strategy, so the app
   * opened offline shows the last headlines the device could fetch (Periodic Background Sync,
   * src/features/pwa/news-refresh-in-worker.ts). A fetch that fails leaves the last good feed in
   * place; with no feed kept yet, the answer Workbox would have given a page rejects
   * (no-response), and is settled here with the rest.
   */
  refreshFeed: (event: ExtendableEvent) => Promise<unknown>;
}

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

/** Registers the news feed's route, then the news images'. */
export function cacheNewsInWorker(): NewsInWorker {
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

  // News images from the newspaper's image hosts: a few, for a week. Images from any other host
  // are left to the browser (the policy lets the worker fetch from the configured hosts only).
  // Only a CORS answer with status 200 is kept: the cards ask with crossorigin="anonymous", so the
  // worker sees the real status. An opaque answer (status 0) could be an error page or image,
  // which cache-first would then serve for a week, and each one counts as several megabytes
  // against the storage quota the enquiry outbox shares.
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

  return {
    refreshFeed: (event) => {
      const request = new Request(siteConfig.newsFeedUrl, {
        headers: { Accept: 'application/json' },
      });
      return Promise.allSettled(newsFeedStrategy.handleAll({ request, event }));
    },
  };
}
