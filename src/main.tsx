/**
 * The entry the pages load: the site stylesheet (which the prerendered pages carry inline) and a
 * small starter. Prerendered HTML is complete without JavaScript and most visitors only read, so
 * the app's code is fetched and run only when something on the page needs it (src/lib/code-demand.ts),
 * and never before the page has loaded and been painted: neither its download nor its running can
 * hold up what the visitor sees first, nor compete with the hero image for the connection. What
 * every page needs at load runs here, without the framework: the service worker's registration and
 * notices, the hero video's rules, and the checks that decide whether the code is wanted.
 */
import './styles/global.css';
import { codeWanted, wantCode, wantCodeWhenPartsNeedIt } from './lib/code-demand';
import { keepInstallOffer } from './features/pwa/install-offer';
import { HERO_VIDEO_ATTRIBUTE } from './lib/hero-video-markers';
import { PAINT_WAIT_MS } from './lib/early-page-script';
import { loadWhenReachable } from './lib/load-when-reachable';
import { START_ANIMATIONS_WAIT_MS, startAnimationsEnded } from './lib/start-animations';
import { yieldToMain } from './lib/yield-to-main';

/** Resolves once the load event has fired: every image, font and stylesheet of the page is in. */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the browser has reported the first contentful paint, which it does only after
 * the frame has been presented (a frame callback alone runs before it). A browser without paint
 * timing, or a tab that paints nothing because it is hidden, waits at most `fallbackMs`.
 */
function painted(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, fallbackMs);
    let observer: PerformanceObserver | undefined;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}

/**
 * Resolves once the browser has presented the next frame (or after `fallbackMs`, for a hidden tab,
 * which paints nothing): a press that wanted the code is shown (a menu opened natively, a box
 * ticked) before the framework's first long task, instead of after it.
 */
function nextFramePresented(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

// From the first moment: a press or a focus on a part that needs the code is seen even before
// load, and the browser's one install offer is kept.
wantCodeWhenPartsNeedIt();
keepInstallOffer();

await loaded();
await painted(PAINT_WAIT_MS);

// Small modules of their own, none of them the framework, each asked for in a task of its own:
// asked for together (each import adds its files' preload links to the head) they made one task
// of 15-60 ms at a phone's 4x slowdown, measured, where a task should stay under 50. Each
// download, like the app's below, is tried again if the connection drops before it arrives: the
// page goes on as HTML meanwhile.
// The worker's install fetches and stores the whole site: it waits for what the page started with
// to stop moving (the home page's typed title), so that a phone does not draw those frames late.
void startAnimationsEnded(START_ANIMATIONS_WAIT_MS)
  .then(() => loadWhenReachable(() => import('./features/pwa/worker-registration')))
  .then(({ registerWorker }) => registerWorker());
await yieldToMain();
void loadWhenReachable(() => import('./features/enquiries/outbox/outbox-waiting')).then(
  ({ wantCodeWhenOutboxWaits }) => wantCodeWhenOutboxWaits(),
);
if (document.querySelector(`[${HERO_VIDEO_ATTRIBUTE}]`)) {
  await yieldToMain();
  void loadWhenReachable(() => import('./features/hero/hero-playback')).then(
    ({ startHeroPlaybackOnPage }) => startHeroPlaybackOnPage(),
  );
}
// The offline notice and the outbox's status are the app's.
if (!navigator.onLine) wantCode('offline');
window.addEventListener('offline', () => wantCode('offline'), { once: true });

await codeWanted;
await nextFramePresented(100);
// One import, whose chunks Vite fetches side by side (not one after another).
await loadWhenReachable(() => import('./boot'));
