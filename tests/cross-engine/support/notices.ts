import { byRole, byText, type Target } from './target';
import type { Visitor } from './visitor';

/**
 * A page notice saying `text`: within the notices' region (named `regionLabel`), never the same
 * words in the page's own text (the privacy policy speaks of being ready to work offline).
 */
export function noticeSaying(text: string, regionLabel: string): Target {
  return byText(text, byRole('region', regionLabel));
}

/** How often the watch below reads the page: a notice stays 4 s, so none passes unseen. */
const GLANCE_MS = 150;

/**
 * Watches the page for `ms`, reading it every moment as a person keeping an eye on the screen
 * would, and resolves how many times what each target names came into view (one that came and
 * went counts; one already there when the watch began does not).
 */
export async function appearancesOf<Name extends string>(
  visitor: Visitor,
  targets: Record<Name, Target>,
  ms: number,
): Promise<Record<Name, number>> {
  const names = Object.keys(targets) as Name[];
  const countAll = async (fallback?: Record<Name, number>) => {
    const counts = {} as Record<Name, number>;
    for (const name of names) {
      const reading = visitor.count(targets[name]);
      // While the page changes documents a read can fail; the next one tells.
      counts[name] = fallback ? await reading.catch(() => fallback[name]) : await reading;
    }
    return counts;
  };
  const deadline = performance.now() + ms;
  let shown = await countAll();
  const appeared = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, GLANCE_MS));
    const now = await countAll(shown);
    for (const name of names) appeared[name] += Math.max(0, now[name] - shown[name]);
    shown = now;
  }
  return appeared;
}
