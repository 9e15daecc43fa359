/**
 * The longest the page waits for its start animations (`orAfter` in src/starter.ts): the home
 * page's title and tagline take about 5.5 s to type.
 */
export const START_ANIMATIONS_WAIT_MS = 8000;

/**
 * Resolves once the animations the page started with are over (on `/`, the typed title, about
 * 5.5 s after paint). What can wait waits for this: the worker's notices and the rest of its
 * precache (decision 0038); while the title is typed the page draws a frame every few
 * milliseconds, and a phone that also fetched and stored the whole site then drew them late.
 * Only animations that end and run on the document's clock count: those on a scroll timeline (the
 * header, the reveals) wait for the visitor, not for time. A page with none, a visitor who asked
 * for reduced motion, or a browser without `document.getAnimations`, goes on at once.
 * Self-contained, so that a test can run it in a page.
 */
export function endOfStartAnimations(): Promise<void> {
  const running =
    typeof document.getAnimations === 'function'
      ? document
          .getAnimations()
          .filter(
            (animation) =>
              animation.timeline === document.timeline &&
              animation.playState === 'running' &&
              Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
          )
      : [];
  // An animation cancelled (its element removed) rejects `finished`: it is over all the same.
  return Promise.allSettled(running.map((animation) => animation.finished)).then(() => {});
}
