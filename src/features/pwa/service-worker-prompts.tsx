import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pwaCopy } from '../../content/pwa';

/** How often an open page asks whether a new version has been published. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Asks the waiting worker to take over and reloads once it has. workbox-window reloads by itself
 * only for updates it saw being installed, not for ones found by a later update check, so the
 * reload is ours.
 */
function reloadIntoNewVersion(updateServiceWorker: (reloadPage?: boolean) => Promise<void>) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void updateServiceWorker(true);
}

/**
 * Registers the service worker and speaks for it: "Ready to work offline" once, after the first
 * install; "A new version is available" with Reload when a new worker is waiting. Renders nothing.
 */
export function ServiceWorkerPrompts() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
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

  useEffect(() => {
    if (!offlineReady) return;
    toast.success(pwaCopy.offlineReady, { description: pwaCopy.offlineReadyDescription });
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady]);

  useEffect(() => {
    if (!needRefresh) return;
    toast.info(pwaCopy.updateAvailable, {
      id: 'update-available',
      description: pwaCopy.updateDescription,
      duration: Infinity,
      action: { label: pwaCopy.reload, onClick: () => reloadIntoNewVersion(updateServiceWorker) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
