/**
 * The starter: the entry the pages load, imported by their first script once the page has loaded
 * and been painted (src/runtime/after-paint.ts). Prerendered HTML is complete without JavaScript
 * and most visitors only read, so the app's framework is fetched and run only when something on the
 * page wants it: a part (src/runtime/wanted.ts, watched from the page's first script), or one of
 * the reasons listed below. What every page needs without the framework runs here: the service
 * worker's registration and notices, the hero video's rules, and enquiries sent offline before
 * their form's code (kept in the outbox by the app's own outbox code). Every import here is
 * downloaded whole and tried again until it comes (src/runtime/download.ts).
 */
import './styles/global.css';
import { showPageNotice } from './components/page-notice';
import { pwaCopy } from './content/pwa';
import { handOverHeldEnquiry } from './features/enquiries/outbox/keep-held-enquiries';
import { whenOutboxWaits } from './features/enquiries/outbox/outbox-waiting';
import { START_ANIMATIONS_WAIT_MS, endOfStartAnimations } from './runtime/start-animations';
import { orAfter } from './runtime/or-after';
import { yieldToMain } from './runtime/yield-to-main';
import { codeWanted, wantCode } from './runtime/wanted';
import { carryOutHeldPresses } from './runtime/held-presses';
import { HERO_VIDEO_ATTRIBUTE } from './lib/page-marks';

// The reasons the code is wanted that are not parts of the page, all of them:
// - an enquiry sent before its form's code, online: that code carries it out, so its part is
//   wanted (offline, or if the code does not come in time, it is kept in the outbox as the app
//   keeps one). A link followed offline to a page this device does not have says so, and opens
//   once back online;
carryOutHeldPresses({
  decide: (form) => handOverHeldEnquiry(form, (formPart) => wantCode('used', formPart)),
  tell: () =>
    showPageNotice({
      id: 'link-offline',
      title: pwaCopy.linkOffline,
      description: pwaCopy.linkOfflineDescription,
    }),
});
// - the device is offline: the notice and the outbox's status are the app's;
if (!navigator.onLine) wantCode('offline');
window.addEventListener('offline', () => wantCode('offline'), { once: true });
// - enquiries wait in the outbox, now or once another tab or the worker changes it (its status
//   beside the Contact button and its replay are the app's).
void whenOutboxWaits(() => wantCode('outbox'));

// Small modules of their own, none of them the framework, each asked for in a task of its own.
// The service worker is registered here, once, through workbox-window, as soon as the starter runs
// (decision 0041); the rest of its precache and its notices wait until what the page started with
// stops moving: at once on a page with nothing moving, after the typed title on `/` (0038).
// The development server builds no worker (docs/development.md).
if (import.meta.env.PROD) {
  void import('./features/pwa/worker-registration').then(({ registerWorker }) =>
    registerWorker(orAfter(START_ANIMATIONS_WAIT_MS, endOfStartAnimations())),
  );
}
const heroVideo = document.querySelector<HTMLVideoElement>(`video[${HERO_VIDEO_ATTRIBUTE}]`);
if (heroVideo) {
  await yieldToMain();
  void import('./features/hero/hero-playback').then(({ startHeroPlayback }) =>
    startHeroPlayback(heroVideo),
  );
}

await codeWanted();
// Once the press that wanted the code is shown (a menu opened natively, a box ticked), before the
// framework's first long task, not after it; a hidden tab, which presents no frame, waits 100 ms.
await orAfter(100, new Promise((shown) => requestAnimationFrame(() => setTimeout(shown))));
await import('./start-app');
