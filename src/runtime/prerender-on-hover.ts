import { pointerHovers } from '../lib/device';

const RULES = 'script[type="speculationrules"]';
/** How the text of prerender rules begins; the page's own begin `{"prefetch":`. */
const PRERENDER_START = '{"prerender":';

/** The rules that prerender the pages a page's own speculation rules prefetch. */
export function prerenderRulesFrom(prefetchRules: string): string {
  return prefetchRules.replace('{"prefetch":', PRERENDER_START);
}

/**
 * Where the primary pointer hovers, the pages the page's speculation rules prefetch are
 * prerendered too, in the time the pointer rests before the press. Not on a touch screen: there
 * a prerender can only start at the touch, and beside the view transition's capture of the page
 * left it made the next page later than a plain load (docs/decisions). The policy allows the
 * rules' text by its hash (src/app/speculation-rules.ts). Once the page is parsed, as its own
 * rules come last in its head.
 */
export function prerenderWhereThePointerHovers(): void {
  const prefetch = document.querySelector(RULES)?.textContent;
  if (!prefetch || !pointerHovers()) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = prerenderRulesFrom(prefetch);
  document.head.append(rules);
}

/**
 * Takes the prerender rules out, which ends the prerenders they began: once the app's router
 * answers the site's links within the page, a page prerendered for one is work thrown away, done
 * on the cores the router's own render needs (measured: the router's page 0.2 s after the press
 * without prerendering, 0.6-0.7 s with it). The page's own rules stay: a prefetch is the HTML
 * alone, and one under way is let finish.
 */
export function stopPrerendering(): void {
  for (const rules of document.querySelectorAll(RULES)) {
    if (rules.textContent?.startsWith(PRERENDER_START)) rules.remove();
  }
}
