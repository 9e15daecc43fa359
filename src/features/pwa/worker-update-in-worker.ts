/// <reference lib="webworker" />
/**
 * How a new version of the service worker replaces the last: it deletes the runtime caches the
 * last one kept, and takes over when the visitor chooses Reload.
 */

declare const self: ServiceWorkerGlobalScope;

/** A versioned cache's name without its version: 'news-feed' of 'news-feed-v1'. */
function withoutVersion(cacheName: string): string | undefined {
  return /^(.+)-v\d+$/.exec(cacheName)?.[1];
}

/** Whether `cacheName` is another version of one of the `current` caches. */
function isOtherVersion(cacheName: string, current: readonly string[]): boolean {
  const name = withoutVersion(cacheName);
  return (
    name !== undefined &&
    !current.includes(cacheName) &&
    current.some((cache) => withoutVersion(cache) === name)
  );
}

/**
 * Registers, at activation, the deletion of every other version of the runtime caches this worker
 * owns (`current`, each named `<name>-v<version>`), then the page's request to take over.
 */
export function updateInWorker(current: readonly string[]): void {
  // Drop runtime caches from earlier versions of this worker.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => isOtherVersion(name, current))
              .map((name) => caches.delete(name)),
          ),
        ),
    );
  });

  // The page asks a waiting worker to take over when the visitor chooses Reload.
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
}
