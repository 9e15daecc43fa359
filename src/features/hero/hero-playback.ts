import {
  DISCLAIMER_ACCEPTED_EVENT,
  VIDEO_BACKUP_RESTART_MS,
  VIDEO_HEALTH_CHECK_MS,
  VIDEO_IOS_RETRY_MS,
  VIDEO_VISIBILITY_THRESHOLD,
} from '../../lib/constants';
import { isIOS, prefersReducedMotion } from '../../lib/device';
import { CACHE_HEAVY_MEDIA, reportedConnection } from '../../lib/heavy-media';
import { HERO_VIDEO_ATTRIBUTE } from '../../lib/hero-video-markers';
import {
  giveVideoItsSources,
  hasSources,
  heroVideoWanted,
  setVideoState,
} from './hero-video-sources';

/**
 * The hero video's playback beyond what HTML does by itself. The prerendered page holds the
 * `<video autoplay muted loop playsinline>` with its sources held back (`data-src`); the early
 * script (src/early-page.ts, with hero-video-sources.ts) gives them as the page is parsed, unless the connection or
 * reduced motion says not to, and the browser autoplays it. This adds the specification's finer
 * rules, with no framework, so it can run without the app: plays only while 30% of it is in view
 * and the tab is shown, a health check every 2 s, a restart when the disclaimer is accepted (and a
 * backup 100 ms later), one retry on iOS after 150 ms when autoplay is refused, and the video
 * marked unavailable (the poster stays) when it is refused for good.
 */

/** Asks the service worker to keep the video for offline use: now, and again when back online. */
function keepForOffline(): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const ask = () => {
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: CACHE_HEAVY_MEDIA }),
    );
  };
  ask();
  window.addEventListener('online', ask);
  return () => window.removeEventListener('online', ask);
}

/** What stops the rules on each video they run on, so they never run twice on one. */
const running = new Map<HTMLVideoElement, () => void>();

/**
 * Starts the rules on the page's hero video, if it has one: the page's first script does this
 * after load, without the app, which adopts them when it hydrates the hero.
 */
export function startHeroPlaybackOnPage(): void {
  const video = document.querySelector<HTMLVideoElement>(`[${HERO_VIDEO_ATTRIBUTE}]`);
  if (video) startHeroPlayback(video);
}

/**
 * Starts the rules above on the hero's video; returns what stops them. Rules already running on
 * it (started by the page before the app ran) are adopted, not started a second time.
 */
export function startHeroPlayback(video: HTMLVideoElement): () => void {
  const alreadyRunning = running.get(video);
  if (alreadyRunning) return alreadyRunning;
  const stop = runHeroPlayback(video);
  const stopOnce = () => {
    if (running.get(video) === stopOnce) running.delete(video);
    stop();
  };
  running.set(video, stopOnce);
  return stopOnce;
}

function runHeroPlayback(video: HTMLVideoElement): () => void {
  let inView = true;
  let unavailable = false;
  let retriedOnIOS = false;
  let stopKeeping = () => {};
  const timers = new Set<number>();
  const later = (callback: () => void, delayMs: number) => {
    const id = window.setTimeout(() => {
      timers.delete(id);
      callback();
    }, delayMs);
    timers.add(id);
  };
  const shouldPlay = () =>
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
        later(play, VIDEO_IOS_RETRY_MS);
        return;
      }
      unavailable = true;
      setVideoState(video, 'unavailable');
    });
  };
  const update = () => (shouldPlay() ? play() : video.pause());

  // The early script gave the sources, or held them back; a connection or preference that
  // changes since then may allow them now (a page opened by the app, or navigated back to, has
  // not been through the early script at all).
  const offerSources = () => {
    if (hasSources(video)) return;
    if (heroVideoWanted() && giveVideoItsSources(video)) stopKeeping = keepForOffline();
  };
  if (hasSources(video)) stopKeeping = keepForOffline();
  else offerSources();

  const markReady = () => setVideoState(video, 'ready');
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) markReady();
  video.addEventListener('loadedmetadata', markReady);

  const connection = reportedConnection(navigator);
  const onConnectionChange = () => {
    offerSources();
    update();
  };
  connection?.addEventListener?.('change', onConnectionChange);
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  motion.addEventListener('change', onConnectionChange);

  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      inView = entry.isIntersecting && entry.intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD;
      update();
    },
    { threshold: [0, VIDEO_VISIBILITY_THRESHOLD, 1] },
  );
  observer.observe(video);
  document.addEventListener('visibilitychange', update);
  const healthCheck = window.setInterval(play, VIDEO_HEALTH_CHECK_MS);
  const restartAfterDisclaimer = () => {
    play();
    later(play, VIDEO_BACKUP_RESTART_MS);
  };
  window.addEventListener(DISCLAIMER_ACCEPTED_EVENT, restartAfterDisclaimer);
  const blockMenu = (event: Event) => event.preventDefault();
  video.addEventListener('contextmenu', blockMenu);
  play();

  return () => {
    observer.disconnect();
    video.removeEventListener('loadedmetadata', markReady);
    video.removeEventListener('contextmenu', blockMenu);
    connection?.removeEventListener?.('change', onConnectionChange);
    motion.removeEventListener('change', onConnectionChange);
    document.removeEventListener('visibilitychange', update);
    window.clearInterval(healthCheck);
    window.removeEventListener(DISCLAIMER_ACCEPTED_EVENT, restartAfterDisclaimer);
    timers.forEach((id) => window.clearTimeout(id));
    stopKeeping();
  };
}
