/** On <html>: 'system' while this page view keeps the system's fonts (src/styles/fonts.css). */
export const FONTS_ATTRIBUTE = 'data-fonts';
/** Remembers that the site's fonts were fetched, so later page views use them from the start. */
export const FONTS_STORAGE_KEY = 'fontsFetched';

/**
 * The site's fonts are used by a page view only if they are on the device as it starts (decision
 * 0036): when they have never been fetched, <html> is marked before the first paint, which sets
 * the text in the system's fonts, so the first paint waits for no font and its text is final.
 * Returns what fetches them, once the page has been painted, for every page after.
 */
export function markFontsOnDevice(): () => void {
  let fetched = false;
  try {
    fetched = localStorage.getItem(FONTS_STORAGE_KEY) === '1';
  } catch {
    // Storage refused: the fonts are fetched again on every page, and used on none at its start.
  }
  if (!fetched) document.documentElement.setAttribute(FONTS_ATTRIBUTE, 'system');
  return () => {
    if (fetched || !document.fonts) return;
    fetched = true;
    // Every face the stylesheet declares, fetched without being used on this page view.
    Promise.all([...document.fonts].map((face) => face.load())).then(
      () => {
        try {
          localStorage.setItem(FONTS_STORAGE_KEY, '1');
        } catch {
          // Not remembered: see above.
        }
      },
      () => {},
    );
  };
}
