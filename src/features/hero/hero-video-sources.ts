import { prefersReducedMotion } from '../../lib/device';
import { connectionAllowsHeavyMedia, reportedConnection } from '../../lib/heavy-media';
import {
  HELD_SOURCE_ATTRIBUTE,
  HERO_VIDEO_ATTRIBUTE,
  VIDEO_STATE_ATTRIBUTE,
} from '../../lib/page-marks';

/**
 * The hero video's sources, held back in the markup (`data-src`): given as soon as the page is
 * parsed (src/first-script.ts), unless the visitor saves data, is on 2g or slower, or prefers
 * reduced motion; the browser then autoplays it. The rest of its rules are hero-playback.ts.
 */

/** Whether this visitor gets the video: not on Save-Data or 2g, and not under reduced motion. */
export function heroVideoAllowed(): boolean {
  return connectionAllowsHeavyMedia(reportedConnection(navigator)) && !prefersReducedMotion();
}

/**
 * Gives the video its held-back sources, has the browser select one, and shows the video over the
 * poster once its metadata is in: whoever gives the sources (the first script, or the playback
 * rules later) marks it ready, once.
 */
export function giveVideoItsSources(video: HTMLVideoElement): void {
  const held = video.querySelectorAll<HTMLSourceElement>(
    `source[${HELD_SOURCE_ATTRIBUTE}]:not([src])`,
  );
  if (held.length === 0) return;
  for (const source of held) source.src = source.getAttribute(HELD_SOURCE_ATTRIBUTE) ?? '';
  video.addEventListener('loadedmetadata', () => setVideoState(video, 'ready'));
  video.load();
}

export function hasSources(video: HTMLVideoElement): boolean {
  return video.querySelector('source[src]') !== null;
}

export function setVideoState(video: HTMLVideoElement, state: 'ready' | 'unavailable') {
  const media = video.parentElement;
  if (state === 'ready' && media?.getAttribute(VIDEO_STATE_ATTRIBUTE) === 'unavailable') return;
  media?.setAttribute(VIDEO_STATE_ATTRIBUTE, state);
}

/** Before any code: gives the video its sources, unless this visitor does not get it. */
export function startHeroVideo(): void {
  const video = document.querySelector<HTMLVideoElement>(`video[${HERO_VIDEO_ATTRIBUTE}]`);
  if (video && heroVideoAllowed()) giveVideoItsSources(video);
}
