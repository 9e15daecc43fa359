/**
 * How the service worker's install fetches the precache. Workbox fetches it one file at a time
 * (workbox-precaching's PrecacheController.install), so each of some 80 files waits a whole round
 * trip, and activates only once every file is in: on a slow-4G first visit every page opened
 * offline several times later than its bytes alone allow (decision 0037).
 * Here the files are fetched a few at a time, in the order that makes the site usable offline
 * soonest, and the worker activates once what opens every page and keeps an enquiry is in
 * (`installLists`); the rest follows when a page asks (PRECACHE_REST_MESSAGE). Each is stored under Workbox's own cache key, so
 * Workbox's routes and its clean-up work on them as on their own.
 */

/**
 * What a page sends the active worker to have it fetch what the install left for later
 * (`installLists`' `afterwards`): the starter, once what the page started with has stopped moving.
 */
export const PRECACHE_REST_MESSAGE = 'PRECACHE_REST';

/** At most this many files in flight at once: as many as a browser opens to one host. */
export const PRECACHE_FETCHES_AT_ONCE = 6;

/**
 * The starter's two scripts: the pages' entry (named after index.html) and the chunk of what it
 * imports (vite.config.ts, scripts/build/starter-chunk.ts).
 */
const STARTER_SCRIPT = /\/assets\/(index|starter)-[\w-]+\.js$/;

/** Which group a file is fetched in: 0 first. */
function groupOf(url: string): number {
  const path = url.split('?')[0] ?? url;
  // What opens every page offline and keeps an enquiry sent from it: its HTML, its styles, and
  // the starter, which keeps an enquiry sent before its form's code (src/runtime/held-presses.ts).
  if (/\.(html|css)$/i.test(path) || !/\.[a-z0-9]+$/i.test(path) || STARTER_SCRIPT.test(path)) {
    return 0;
  }
  // The rest of the code and the fonts: what the pages do once their code runs.
  if (/\.(js|mjs|woff2?)$/i.test(path)) return 1;
  if (/\.(avif|webp|png|jpe?g|gif|svg|ico)$/i.test(path)) return 2;
  return 3;
}

/**
 * The install's two lists, each in the order fetched: what the worker activates once it has (the
 * pages, their styles and the starter), then the rest, fetched after (the rest of the code and
 * the fonts, images, the web manifest). Until the rest is in, a page opened offline works as its
 * HTML does, an enquiry sent from it is kept, and what is missing comes from the network.
 */
export function installLists(urls: readonly string[]): { first: string[]; afterwards: string[] } {
  const ordered = installOrder(urls);
  return {
    first: ordered.filter((url) => groupOf(url) === 0),
    afterwards: ordered.filter((url) => groupOf(url) > 0),
  };
}

/** The URLs in the order they are fetched: by group, and within a group as listed. */
export function installOrder(urls: readonly string[]): string[] {
  return urls
    .map((url, index) => ({ url, index, group: groupOf(url) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ url }) => url);
}

/**
 * Runs `work` for every item, at most `limit` at a time, starting them in order; resolves when
 * all have, and rejects with the first failure once the rest have settled (an install that
 * misses a file fails, and the browser tries it again later, as with Workbox's own).
 */
export async function inOrderAtMost<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}
