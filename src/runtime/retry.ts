import { orAfter } from './or-after';

/** The first pause before a failed download is tried again; each next one doubles, up to the last. */
export const FIRST_RETRY_MS = 2000;
export const LAST_RETRY_MS = 60_000;

/**
 * Resolves when the device comes back online, or after `ms` when it says it is online already (a
 * download can fail on a connection the device still counts as up).
 */
function nextChance(ms: number): Promise<unknown> {
  const listening = new AbortController();
  const online = new Promise((resolve) =>
    window.addEventListener('online', resolve, { once: true, signal: listening.signal }),
  );
  return orAfter(navigator.onLine ? ms : Infinity, online).finally(() => listening.abort());
}

/** Files of the app's code already whole in the browser's cache, and those on their way. */
const inCache = new Set<string>();
const onTheirWay = new Map<string, Promise<void>>();

/**
 * Fetches one file whole into the browser's HTTP cache (the code's files are immutable, and the
 * service worker, once it has them, answers from its own), so that the import which follows
 * reads it from there. Two parts that need the same file share one request.
 */
function fetchIntoCache(url: string): Promise<void> {
  if (inCache.has(url)) return Promise.resolve();
  let fetching = onTheirWay.get(url);
  if (!fetching) {
    fetching = fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        // Read to its end: a file cut off mid-way is not in the cache whole.
        await response.arrayBuffer();
        inCache.add(url);
      })
      .finally(() => onTheirWay.delete(url));
    onTheirWay.set(url, fetching);
  }
  return fetching;
}

/**
 * Downloads a part of the app's code and never gives up. Every file of the part's chain (`files`:
 * the module imported and every module it imports, as the build lists them) is asked for at once,
 * one round trip rather than one per level of imports, and only then is the module imported,
 * from the cache. A file that fails is asked for again at the next chance: when the device comes
 * back online, or after a pause that doubles while nothing comes, and starts again from the first
 * once a try got further than the last. Importing only once the files are in matters beyond
 * speed: Firefox remembers a module whose fetch failed for as long as the page is open, and never
 * fetches it again (docs/runtime.md).
 *
 * Meanwhile what the part stands for stays as it is: the prerendered markup of a part being
 * hydrated, or nothing. A failed download is a passing state of the connection, never an error
 * to show the visitor.
 */
export async function loadWhenReachable<T>(
  load: () => Promise<T>,
  files: readonly string[] = [],
): Promise<T> {
  // Prerendering has no connection to wait for: a module that fails there is the build's to report.
  if (typeof window === 'undefined') return load();
  // One spelling per file, whoever lists it (the page's template, or the build's lists).
  let missing = files
    .map((file) => new URL(file, location.href).href)
    .filter((url) => !inCache.has(url));
  for (let pause = 0; ;) {
    const before = missing.length;
    const fetched = await Promise.allSettled(missing.map(fetchIntoCache));
    missing = missing.filter((_, index) => fetched[index]?.status === 'rejected');
    if (missing.length === 0) {
      try {
        return await load();
      } catch (error) {
        console.warn('Could not download part of the site; trying again when it can:', error);
      }
    } else {
      console.warn('Could not download part of the site; trying again when it can:', missing);
    }
    // A try that got further than the last starts the pause again.
    pause =
      missing.length < before
        ? FIRST_RETRY_MS
        : Math.min(Math.max(pause * 2, FIRST_RETRY_MS), LAST_RETRY_MS);
    await nextChance(pause);
  }
}
