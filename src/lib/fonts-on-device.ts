import { FIRST_SCREEN_FONTS_ATTRIBUTE, FONTS_ATTRIBUTE } from './page-marks';

/** Remembers that the site's fonts were fetched, so later page views use them from the start. */
export const FONTS_STORAGE_KEY = 'fontsFetched';
/**
 * A page whose head had arrived within this of the navigation's start, with this script, first in
 * it (the address looked up, the connection made, the first bytes through: three or four round
 * trips), is on a connection quick enough for its first screen's two fonts (71 KB) to come in time
 * for its first paint: one more round trip and their bytes, within `font-display: optional`'s wait
 * of about 100 ms (decision 0042). Read from the clock as the script runs rather than from the
 * navigation's timing of its first byte, which DevTools' throttling (the benchmarks') does not
 * hold back.
 */
export const QUICK_HEAD_MS = 200;

function fontsFetchedBefore(): boolean {
  try {
    return localStorage.getItem(FONTS_STORAGE_KEY) === '1';
  } catch {
    // Storage refused: the fonts are fetched again on every page, used on none at its start
    // unless the connection is quick.
    return false;
  }
}

/** Puts the preload links the `<noscript>` holds in the head, where they start at once. */
function preloadFirstScreenFonts(): void {
  const held = document.querySelector(`noscript[${FIRST_SCREEN_FONTS_ATTRIBUTE}]`);
  if (!held) return;
  // With scripting on, a <noscript>'s content is its text; its markup either way.
  const links = document.createElement('template');
  links.innerHTML = held.innerHTML;
  held.after(links.content);
}

/**
 * Which fonts this page view is painted in (decision 0042), decided before its first paint:
 *
 * - fetched on an earlier page view: the site's, from the start (from the cache or the worker);
 * - a first visit on a quick connection (its head here within QUICK_HEAD_MS): the site's,
 *   preloaded now, used if they come within `font-display: optional`'s short wait;
 * - otherwise: the system's for the whole page view (<html> is marked), so the first paint waits
 *   for no font and its text is final.
 *
 * Text never reflows: a font that comes late is not put to use on this page view. Returns what
 * fetches every face once the page has been painted, for every page after.
 */
export function markFontsOnDevice(): () => void {
  let fetched = fontsFetchedBefore();
  if (!fetched) {
    // This runs first in the head, as it is parsed: now is when the head arrived.
    if (performance.now() <= QUICK_HEAD_MS) preloadFirstScreenFonts();
    else document.documentElement.setAttribute(FONTS_ATTRIBUTE, 'system');
  }
  return () => {
    if (fetched || !document.fonts) return;
    fetched = true;
    // Every face the stylesheet declares; one this page view did not start with stays unused here.
    Promise.all([...document.fonts].map((face) => face.load())).then(
      () => {
        try {
          localStorage.setItem(FONTS_STORAGE_KEY, '1');
        } catch {
          // Not remembered: see fontsFetchedBefore.
        }
      },
      () => {},
    );
  };
}
