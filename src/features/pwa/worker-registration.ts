import { Workbox } from 'workbox-window';
import { tryUntilEachSucceeds } from '../../runtime/download';
import { askForNewsRefresh } from './news-refresh';
import { PRECACHE_REST_MESSAGE } from './precache-install';
import { offerUpdate, sayOnceWhenReadyOffline } from './worker-notices';

/** The service worker's address: what vite-plugin-pwa builds from src/sw.ts (vite.config.ts). */
export const WORKER_URL = '/sw.js';
/** How often an open page asks whether a new version has been published. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Asks the active worker for what its install left for later (precache-in-worker.ts); resolves
 * with whether all of it is stored now. Every page asks: one that finds it all stored costs the
 * worker a look in its cache, and completes what an earlier page's visit did not.
 */
async function precacheTheRest(): Promise<boolean> {
  const { active } = await navigator.serviceWorker.ready;
  const reply = new MessageChannel();
  active?.postMessage({ type: PRECACHE_REST_MESSAGE }, [reply.port2]);
  return new Promise((resolve) => {
    reply.port1.onmessage = (event) => resolve(event.data === true);
  });
}

/**
 * Registers the service worker, once, through workbox-window, which then watches it, and speaks
 * for it without the framework, on every page, whether or not the visitor ever needs the app's
 * code: "A new version is available" with Reload when a new build waits to take over from the one
 * in control; an update check every hour; "Ready to work offline" once per device, after the first
 * install; and, where the browser allows it, the news refreshed by the worker (news-refresh.ts).
 * A registration that fails (the worker's file lost on the way) is tried again, as every request
 * is (`tryUntilEachSucceeds`).
 *
 * What the page started with moves until `settled` (on `/`, the typed title): the rest of the
 * precache is asked for only then (decision 0038).
 */
export function registerWorker(settled: Promise<void>): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    // Only a new build waiting behind the one in control is an update. workbox-window also
    // reports a first install caught between installed and active (Firefox, now and then).
    if (navigator.serviceWorker.controller) offerUpdate(workbox);
  });
  void tryUntilEachSucceeds([workbox], (worker) => worker.register({ immediate: true })).then(
    ([registration]) => {
      if (!registration) return;
      void navigator.serviceWorker.ready.then(askForNewsRefresh);
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  );
  void settled.then(() => sayOnceWhenReadyOffline(precacheTheRest()));
}
