/** The service worker's address: what vite-plugin-pwa builds from src/sw.ts (vite.config.ts). */
export const WORKER_URL = '/sw.js';

/**
 * Registers the service worker from the page's first script, once the page has loaded and been
 * painted (src/early-page.ts), on every page: a first visit's install starts then, not after the
 * starter, workbox-window and the start animations (decision 0038). The starter's registration
 * (./worker-registration.ts) then finds this one and speaks for it; it also reports and retries
 * a registration that failed here, so this one stays silent.
 */
export function registerWorkerFirst(): void {
  navigator.serviceWorker?.register(WORKER_URL, { scope: '/' }).catch(() => {});
}
