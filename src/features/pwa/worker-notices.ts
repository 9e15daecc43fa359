import type { Workbox } from 'workbox-window';
import { pwaCopy } from '../../content/pwa';
import { showPageNotice } from '../../components/page-notice';

/** Remembers on the device that "Ready to work offline" was said, so it is said once. */
export const OFFLINE_READY_STORAGE_KEY = 'offlineReadySaid';

/** Whether "Ready to work offline" was said on this device; `remember` says it now was. */
function offlineReadySaid(remember = false): boolean {
  try {
    if (remember) localStorage.setItem(OFFLINE_READY_STORAGE_KEY, '1');
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
export async function sayOnceWhenReadyOffline(allStored: Promise<boolean>): Promise<void> {
  if (!(await allStored) || offlineReadySaid()) return;
  offlineReadySaid(true);
  showPageNotice({ title: pwaCopy.offlineReady, description: pwaCopy.offlineReadyDescription });
}

/**
 * Asks the worker waiting now to take over, and reloads once it has, so that the new version
 * answers the reload. Not on the page's first change of controller, which need not be this
 * worker's. With nothing waiting any more (another tab's Reload), the new version is already
 * active, and the page reloads at once.
 */
async function handOverAndReload(workbox: Workbox): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  waiting.addEventListener('statechange', () => {
    // Redundant: a newer build replaced it while it waited, which the reloaded page offers.
    if (waiting.state === 'activated' || waiting.state === 'redundant') location.reload();
  });
  workbox.messageSkipWaiting();
}

/** "A new version is available", with Reload, which hands the page over to the waiting worker. */
export function offerUpdate(workbox: Workbox): void {
  showPageNotice({
    id: 'update-available',
    title: pwaCopy.updateAvailable,
    description: pwaCopy.updateDescription,
    stays: true,
    action: { label: pwaCopy.reload, run: () => void handOverAndReload(workbox) },
  });
}
