import { useEffect, useSyncExternalStore } from 'react';
import { CACHE_HEAVY_MEDIA, connectionAllowsHeavyMedia, reportedConnection } from './heavy-media';

/**
 * Whether this connection may fetch heavy media, kept up to date as the connection changes. Without
 * a browser (prerendering, hydration) it answers no, so the prerendered page never names a video the
 * browser could start fetching before the code has asked.
 */
export function useHeavyMediaAllowed(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const connection = reportedConnection(navigator);
      connection?.addEventListener?.('change', onChange);
      return () => connection?.removeEventListener?.('change', onChange);
    },
    () => connectionAllowsHeavyMedia(reportedConnection(navigator)),
    () => false,
  );
}

/**
 * While `wanted`, asks the service worker to cache the heavy media for offline use: now, and again
 * whenever the page comes back online (a fetch that failed offline is not retried by the worker).
 */
export function useHeavyMediaCached(wanted: boolean): void {
  useEffect(() => {
    if (!wanted || !('serviceWorker' in navigator)) return;
    const ask = () => {
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({ type: CACHE_HEAVY_MEDIA }),
      );
    };
    ask();
    window.addEventListener('online', ask);
    return () => window.removeEventListener('online', ask);
  }, [wanted]);
}
