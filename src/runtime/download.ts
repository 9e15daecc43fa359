import { orAfter } from './or-after';

/** The first pause before a failed request is tried again; each next one doubles, up to the last. */
export const FIRST_RETRY_MS = 2000;
export const LAST_RETRY_MS = 60_000;

/**
 * Resolves when the device comes back online, or after `ms` when it says it is online already (a
 * request can fail on a connection the device still counts as up).
 */
function nextChance(ms: number): Promise<unknown> {
  const listening = new AbortController();
  const online = new Promise((resolve) =>
    window.addEventListener('online', resolve, { once: true, signal: listening.signal }),
  );
  return orAfter(navigator.onLine ? ms : Infinity, online).finally(() => listening.abort());
}

/**
 * Runs `request` for every one of `items` at once, and again for each that failed, until all have
 * succeeded: at the next chance, after a pause that doubles while no try gets further, and starts
 * again from the first after one that does. Resolves their results, in order. A failed request is
 * a passing state of the connection: it is said in the console as a warning, never an error. A
 * failure `isNetwork` does not own is thrown, and nothing is tried again.
 */
export async function tryUntilEachSucceeds<T, R>(
  items: readonly T[],
  request: (item: T) => Promise<R>,
  isNetwork: (error: unknown) => boolean = () => true,
): Promise<R[]> {
  const results = new Map<T, R>();
  let missing = [...items];
  for (let pause = 0; ;) {
    const failures: unknown[] = [];
    await Promise.all(
      missing.map((item) =>
        request(item).then(
          (result) => void results.set(item, result),
          (error: unknown) => {
            if (!isNetwork(error)) throw error;
            failures.push(error);
          },
        ),
      ),
    );
    const before = missing.length;
    missing = missing.filter((item) => !results.has(item));
    if (missing.length === 0) return items.map((item) => results.get(item) as R);
    console.warn('Could not reach the site; trying again when it can:', ...failures);
    pause =
      missing.length < before
        ? FIRST_RETRY_MS
        : Math.min(Math.max(pause * 2, FIRST_RETRY_MS), LAST_RETRY_MS);
    await nextChance(pause);
  }
}

/** Files of the app's code whole in the browser's cache, or on their way; a failed one leaves. */
const fetched = new Map<string, Promise<void>>();

/**
 * Fetches one file whole into the browser's HTTP cache (the code's files are immutable, and the
 * service worker, once it has them, answers from its own), so that the import which follows
 * reads it from there. Two chains that need the same file share one request.
 */
function fetchIntoCache(url: string): Promise<void> {
  let fetching = fetched.get(url);
  if (!fetching) {
    fetching = fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`answered ${response.status}`);
        // Read to its end: a file cut off mid-way is not in the cache whole.
        await response.arrayBuffer();
      })
      .catch((error: unknown) => {
        fetched.delete(url);
        throw new Error(`${url} did not come`, { cause: error });
      });
    fetched.set(url, fetching);
  }
  return fetching;
}

/**
 * Whether `import()` rejected because a module's file did not come, as each engine says it
 * (Chromium, Firefox, WebKit): the network's doing, unlike whatever a module throws as it runs.
 */
const FILE_DID_NOT_COME =
  /^(Failed to fetch dynamically|error loading dynamically|Importing a module)/;
const fileDidNotCome = (error: unknown) =>
  error instanceof TypeError && FILE_DID_NOT_COME.test(error.message);

/**
 * Every dynamic import of the app's code: what the build puts in place of Vite's preload helper
 * (scripts/build/code-chain-plugin.ts), so each import comes here with its chain (the module and
 * every module it imports, as the build lists them, as paths on the site). The whole chain is
 * asked for at once, one round trip rather than one per level of imports, each file again until
 * it comes (`tryUntilEachSucceeds`); only then is the module imported, from the cache.
 *
 * Importing only once the files are in matters beyond speed: Firefox remembers a module whose
 * fetch failed for as long as the page is open, and never fetches it again. An import whose file
 * did not come even so (a browser that keeps no cache, as under automation; a page leaving) is
 * tried again too. A module that throws as it runs is a fault: it rejects here, is reported once
 * by whoever imported it (React's error boundary shows the error screen), and is never tried
 * again. Meanwhile what the code stands for stays as it is: a part's prerendered markup, or nothing.
 */
export async function downloadChain<T>(
  load: () => Promise<T>,
  chain: readonly string[] = [],
): Promise<T> {
  // Prerendering has no connection to wait for: a module that fails there is the build's to report.
  if (typeof window === 'undefined') return load();
  // One spelling per file, whoever lists it (the page's template, or the build's lists).
  await tryUntilEachSucceeds(
    chain.map((file) => new URL(file, location.href).href),
    fetchIntoCache,
  );
  const [module] = await tryUntilEachSucceeds([load], (run) => run(), fileDidNotCome);
  return module as T;
}
