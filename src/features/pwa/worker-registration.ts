import { registerSW } from 'virtual:pwa-register';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { pwaCopy } from '../../content/pwa';
import { preparePageNotices, showPageNotice } from '../../components/page-notice';
import { loadWhenReachable } from '../../runtime/retry';
import { PRECACHE_REST_MESSAGE } from './precache-install';

/** Remembers on the device that "Ready to work offline" was said, so it is said once. */
export const OFFLINE_READY_STORAGE_KEY = 'offlineReadySaid';
/** How often an open page asks whether a new version has been published. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Asks the active worker for what its install left for later (src/sw.ts); resolves with whether
 * all of it is stored now. Every page asks: one that finds it all stored costs the worker a look
 * in its cache, and completes what an earlier page's visit did not.
 */
function precacheTheRest(): Promise<boolean> {
  return navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise((resolve) => {
        const reply = new MessageChannel();
        reply.port1.onmessage = (event) => resolve(event.data === true);
        registration.active?.postMessage({ type: PRECACHE_REST_MESSAGE }, [reply.port2]);
      }),
  );
}

function offlineReadySaid(): boolean {
  try {
    return localStorage.getItem(OFFLINE_READY_STORAGE_KEY) === '1';
  } catch {
    // Storage refused: said on every page view whose precache completes, as if the first.
    return false;
  }
}

/**
 * Says "Ready to work offline" once per device: the first time a page learns that the whole
 * precache is stored, the app's code included, and never again. What the device remembers is
 * the one evidence every engine gives alike (Firefox and Safari report a page served by the
 * worker with the same `workerStart` of 0 as one that was not).
 */
function sayOnceWhenReadyOffline(allStored: Promise<boolean>): void {
  if (offlineReadySaid()) return;
  void allStored.then((stored) => {
    if (!stored || offlineReadySaid()) return;
    try {
      localStorage.setItem(OFFLINE_READY_STORAGE_KEY, '1');
    } catch {
      // Not remembered: see offlineReadySaid.
    }
    showPageNotice({ title: pwaCopy.offlineReady, description: pwaCopy.offlineReadyDescription });
  });
}

/**
 * Speaks for the service worker, with no framework, on every page once the starter runs, whether
 * or not the visitor ever needs the app's code: "Ready to work offline" once per device, after
 * the first install; "A new version is available" with Reload when a new worker is waiting; an update check
 * every hour. The page's first script has registered it (./register-worker-first.ts); this
 * registers the same worker again through workbox-window, which watches for updates, and tries a
 * registration that failed again.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  preparePageNotices();
  sayOnceWhenReadyOffline(precacheTheRest());
  const options: RegisterSWOptions = {
    immediate: true,
    onNeedRefresh() {
      // Once: workbox-window reports a waiting worker both as installed and as waiting.
      showPageNotice({
        id: 'update-available',
        title: pwaCopy.updateAvailable,
        description: pwaCopy.updateDescription,
        stays: true,
        // workbox-window reloads by itself only for updates it saw being installed, not for ones
        // found by a later update check, so the reload is ours.
        action: {
          label: pwaCopy.reload,
          run: () => {
            navigator.serviceWorker.addEventListener(
              'controllerchange',
              () => window.location.reload(),
              { once: true },
            );
            void updateWorker(true);
          },
        },
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      void downloaded.then(async (came) => {
        // The site works without its worker (only offline use is lost), so this is a warning.
        if (came) return console.warn('Service worker registration failed', error);
        await loadWhenReachable(() => import('workbox-window'));
        downloaded = Promise.resolve(true);
        updateWorker = registerSW(options);
      });
    },
  };
  // registerSW downloads workbox-window itself, on demand, and reports a download that failed as
  // it does a refused registration (onRegisterError), never trying it again. So the same module is
  // asked for beside it (one download, the same chunk), to learn how that download went: when it
  // failed, it is tried again as every download of the app's code is (src/runtime/retry.ts), and
  // the worker is registered once it has come.
  let downloaded = import('workbox-window').then(
    () => true,
    () => false,
  );
  let updateWorker = registerSW(options);
}
