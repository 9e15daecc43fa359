/**
 * The longest the page waits for its start animations: the home page's title and tagline take
 * about 5.5 s to type.
 */
export const START_ANIMATIONS_WAIT_MS = 8000;

/**
 * Resolves once the animations the page started with have ended (on `/`, the typed title, about
 * 5.5 s after paint), or after `limitMs` at the latest. Only animations that end and run on the
 * document's clock count: those on a scroll timeline (the header, the fade-ins) wait for the
 * visitor, not for time. A page with none, a visitor who asked for reduced motion, or a browser
 * without `document.getAnimations`, goes on at once.
 *
 * Run in the page (`page.evaluate`) by the first-visit measurement, which counts what a page
 * fetches until its start is over. (The worker's registration waited for this until decision
 * 0038.)
 */
export function startAnimationsEnded(limitMs: number): Promise<void> {
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
  if (running.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    // An animation cancelled (its element removed) rejects `finished`: it has ended all the same.
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
