/** The first pause before a failed download is tried again; each next one doubles, up to the last. */
export const FIRST_RETRY_MS = 2000;
export const LAST_RETRY_MS = 60_000;

/**
 * Resolves when the device comes back online, or after `ms` when it says it is online already (a
 * download can fail on a connection the device still counts as up).
 */
function nextChance(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = navigator.onLine ? setTimeout(done, ms) : undefined;
    window.addEventListener('online', done, { once: true });
    function done() {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    }
  });
}

/**
 * Downloads a part of the app's code and never gives up: a download that fails (the connection
 * dropped before the service worker had the file) is tried again at the next chance, the same URL
 * (browsers no longer remember a failed module fetch). Meanwhile what the part stands for stays as
 * it is: the prerendered markup of a part being hydrated, or nothing. A failed download is a
 * passing state of the connection, never an error to show the visitor.
 */
export async function loadWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  // Prerendering has no connection to wait for: a module that fails there is the build's to report.
  if (typeof window === 'undefined') return load();
  for (let pause = FIRST_RETRY_MS; ; pause = Math.min(pause * 2, LAST_RETRY_MS)) {
    try {
      return await load();
    } catch (error) {
      console.warn('Could not download part of the site; trying again when it can:', error);
      await nextChance(pause);
    }
  }
}
