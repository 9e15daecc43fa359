import { prefersReducedMotion } from '../../lib/device';
import { connectionAllowsHeavyMedia, reportedConnection } from '../../lib/heavy-media';
import { HERO_VIDEO_ATTRIBUTE, VIDEO_STATE_ATTRIBUTE } from '../../lib/hero-video-markers';

/**
 * The hero video's sources, held back in the markup (`data-src`): given as soon as the page is
 * parsed (src/early-page.ts), unless the visitor saves data, is on 2g or slower, or prefers
 * reduced motion; the browser then autoplays it. The rest of its rules are hero-playback.ts.
 */

/** Whether this visitor gets the video: not on Save-Data or 2g, and not under reduced motion. */
export function heroVideoWanted(): boolean {
  return connectionAllowsHeavyMedia(reportedConnection(navigator)) && !prefersReducedMotion();
}

/** Gives the video its held-back sources and has the browser select one; false if it had them. */
export function giveVideoItsSources(video: HTMLVideoElement): boolean {
  const held = [...video.querySelectorAll<HTMLSourceElement>('source[data-src]')].filter(
    (source) => !source.hasAttribute('src'),
  );
  if (held.length === 0) return false;
  for (const source of held) source.src = source.dataset.src ?? '';
  video.load();
  return true;
}

export function hasSources(video: HTMLVideoElement): boolean {
  return video.querySelector('source[src]') !== null;
}

export function setVideoState(video: HTMLVideoElement, state: 'ready' | 'unavailable') {
  const media = video.parentElement;
  if (state === 'ready' && media?.getAttribute(VIDEO_STATE_ATTRIBUTE) === 'unavailable') return;
  media?.setAttribute(VIDEO_STATE_ATTRIBUTE, state);
}

/** Before any code: gives the video its sources, and shows it over the poster once it can. */
export function startHeroVideo(): void {
  const video = document.querySelector<HTMLVideoElement>(`video[${HERO_VIDEO_ATTRIBUTE}]`);
  if (!video || !heroVideoWanted()) return;
  video.addEventListener('loadedmetadata', () => setVideoState(video, 'ready'));
  giveVideoItsSources(video);
}
