import type { Target } from './target';
import type { Visitor } from './visitor';

/** How often the watch below reads the page: a notice stays 4 s, so none passes unseen. */
const GLANCE_MS = 150;

/**
 * Watches the page for `ms`, reading it every moment as a person keeping an eye on the screen
 * would, and resolves how many times what the target names came into view (one that came and went
 * counts; one already there when the watch began does not).
 */
export async function appearancesOf(visitor: Visitor, target: Target, ms: number): Promise<number> {
  const deadline = performance.now() + ms;
  let shown = await visitor.count(target);
  let appeared = 0;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, GLANCE_MS));
    // While the page changes documents a read can fail; the next one tells.
    const now = await visitor.count(target).catch(() => shown);
    appeared += Math.max(0, now - shown);
    shown = now;
  }
  return appeared;
}
