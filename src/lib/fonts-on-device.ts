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
 * The faces of every first screen (the headings' Cormorant 600 and the text's Inter), as
 * `document.fonts.check` names them: those preloaded on a quick connection (the prerender's
 * `<noscript>`, scripts/build/prerender-plugin.ts).
 */
const FIRST_SCREEN_FACES = ['600 1em "Cormorant Garamond"', '1em "Inter Variable"'];

/**
 * A first visit keeps the site's fonts only if they are ready for its first frame; otherwise it is
 * the system's throughout. Chromium holds its first paint for a preloaded `optional` font, so they
 * are ready then if they came in its short wait. Firefox paints at once, its text laid out in the
 * fallback (and not drawn), then lays it out again when the font comes within that wait: the
 * heading goes from two lines to one and everything below it moves up, under a finger on its way
 * to a button (decision 0047).
 */
function keepOnlyIfReadyForFirstFrame(): void {
  requestAnimationFrame(() => {
    if (FIRST_SCREEN_FACES.every((face) => document.fonts?.check(face) ?? true)) return;
    document.documentElement.setAttribute(FONTS_ATTRIBUTE, 'system');
  });
}

/**
 * Which fonts this page view is painted in (decisions 0042 and 0047), decided before its first
 * paint:
 *
 * - fetched on an earlier page view: the site's, from the start (from the cache or the worker);
 * - a first visit on a quick connection (its head here within QUICK_HEAD_MS): the site's,
 *   preloaded now, if they are ready for its first frame;
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
    if (performance.now() > QUICK_HEAD_MS) {
      document.documentElement.setAttribute(FONTS_ATTRIBUTE, 'system');
    } else {
      preloadFirstScreenFonts();
      keepOnlyIfReadyForFirstFrame();
    }
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
