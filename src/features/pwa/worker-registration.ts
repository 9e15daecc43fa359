import { registerSW } from 'virtual:pwa-register';
import { pwaCopy } from '../../content/pwa';
import { prepareWorkerNotices, showWorkerNotice } from './worker-notice';

/** How often an open page asks whether a new version has been published. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and speaks for it, with no framework: every page does this once it
 * has loaded and painted, whether or not the visitor ever needs the app's code, so that a reader
 * too can come back offline. "Ready to work offline" once, after the first install; "A new
 * version is available" with Reload when a new worker is waiting.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  prepareWorkerNotices();
  const updateWorker = registerSW({
    immediate: true,
    onOfflineReady() {
      showWorkerNotice({
        title: pwaCopy.offlineReady,
        description: pwaCopy.offlineReadyDescription,
      });
    },
    onNeedRefresh() {
      // Once: workbox-window reports a waiting worker both as installed and as waiting.
      showWorkerNotice({
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
    // The site works without its worker (only offline use is lost), so this is a warning.
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
