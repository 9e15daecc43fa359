import {
  DISCLAIMER_ACCEPTED_EVENT,
  VIDEO_BACKUP_RESTART_MS,
  VIDEO_HEALTH_CHECK_MS,
  VIDEO_IOS_RETRY_MS,
  VIDEO_VISIBILITY_THRESHOLD,
} from '../../lib/constants';
import { isIOS, prefersReducedMotion } from '../../lib/device';
import { CACHE_HEAVY_MEDIA, reportedConnection } from '../../lib/heavy-media';
import {
  giveVideoItsSources,
  hasSources,
  heroVideoAllowed,
  setVideoState,
} from './hero-video-sources';

/**
 * The hero video's playback beyond what HTML does by itself. The prerendered page holds the
 * `<video autoplay muted loop playsinline>` with its sources held back (`data-src`); the first
 * script (src/first-script.ts, with hero-video-sources.ts) gives them as the page is parsed, unless
 * the connection or reduced motion says not to, and the browser autoplays it. This adds the
 * specification's finer rules, with no framework, so it can run without the app: plays only while
 * 30% of it is in view and the tab is shown, a health check every 2 s, a restart when the
 * disclaimer is accepted (and a backup 100 ms later), one retry on iOS after 150 ms when autoplay
 * is refused, and the video marked unavailable (the poster stays) when it is refused for good.
 */

/** Asks the service worker to keep the video for offline use: now, and again when back online. */
function keepForOffline(signal: AbortSignal): void {
  if (!('serviceWorker' in navigator)) return;
  const ask = () =>
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: CACHE_HEAVY_MEDIA }),
    );
  ask();
  window.addEventListener('online', ask, { signal });
}

/** The videos whose rules run: the starter and the app may both start them on one element. */
const started = new WeakSet<HTMLVideoElement>();

/**
 * Starts the rules above on the hero's video, once, whoever asks first: the starter, or the app
 * hydrating or rendering the element. They stop by themselves once the video has left the page
 * (the app has shown another one).
 */
export function startHeroPlayback(video: HTMLVideoElement): void {
  if (started.has(video)) return;
  started.add(video);
  const stopped = new AbortController();
  const { signal } = stopped;
  let inView = true;
  let unavailable = false;
  let retriedOnIOS = false;
  let keeping = false;
  const shouldPlay = () =>
    video.isConnected &&
    hasSources(video) &&
    inView &&
    document.visibilityState === 'visible' &&
    !unavailable &&
    !prefersReducedMotion();

  const play = () => {
    if (!shouldPlay() || !video.paused) return;
    video.play().catch((error: unknown) => {
      if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
      if (isIOS() && !retriedOnIOS) {
        retriedOnIOS = true;
        window.setTimeout(play, VIDEO_IOS_RETRY_MS);
        return;
      }
      unavailable = true;
      setVideoState(video, 'unavailable');
    });
  };
  const update = () => (shouldPlay() ? play() : video.pause());

  // The first script gave the sources, or held them back; a connection or preference that
  // changes since then may allow them now (a page opened by the app, or navigated back to, has
  // not been through the first script at all).
  const offerSources = () => {
    if (!hasSources(video) && heroVideoAllowed()) giveVideoItsSources(video);
    if (keeping || !hasSources(video)) return;
    keeping = true;
    keepForOffline(signal);
  };
  offerSources();
  const onChange = () => {
    offerSources();
    update();
  };
  reportedConnection(navigator)?.addEventListener?.('change', onChange, { signal });
  window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', onChange, {
    signal,
  });

  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      inView = entry.isIntersecting && entry.intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD;
      update();
    },
    { threshold: [0, VIDEO_VISIBILITY_THRESHOLD, 1] },
  );
  observer.observe(video);
  document.addEventListener('visibilitychange', update, { signal });
  window.addEventListener(
    DISCLAIMER_ACCEPTED_EVENT,
    () => {
      play();
      window.setTimeout(play, VIDEO_BACKUP_RESTART_MS);
    },
    { signal },
  );
  video.addEventListener('contextmenu', (event) => event.preventDefault(), { signal });
  const healthCheck = window.setInterval(() => {
    if (video.isConnected) return play();
    stopped.abort();
    observer.disconnect();
    window.clearInterval(healthCheck);
  }, VIDEO_HEALTH_CHECK_MS);
  play();
}
