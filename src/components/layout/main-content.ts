/** The id of the page's `<main>`: the skip link's target. */
export const MAIN_CONTENT_ID = 'main';

/**
 * Moves focus to the page's main content without scrolling, so that reading and the next Tab
 * carry on from there: for when whatever held focus goes away (a dialog in front of the page).
 */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
