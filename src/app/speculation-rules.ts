import { prerenderRulesFrom } from '../runtime/prerender-on-hover.ts';
import { CONTENT_PATHS } from './site-paths.ts';

/**
 * The speculation rules every page carries inline (the policy allows the text by its hash): a link
 * to one of the site's pages of content is prefetched as the visitor shows they mean to follow it
 * (`moderate`: the pointer resting on it for 200 ms, or pressed or touched), so the next page's
 * HTML is there when they do; where the pointer hovers, the first script adds rules that
 * prerender the same pages (src/runtime/prerender-on-hover.ts). Only those pages, each at its
 * exact address with no query: never the enquiry outcome pages or the function's address, which
 * are answers to a send, not pages to read ahead. Browsers without speculation rules ignore the
 * element; Chromium holds back on Save-Data, in energy saver and when memory is short. A
 * prerendered page starts nothing until it is shown (src/runtime/when-shown.ts).
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: { href_matches: CONTENT_PATHS.map((path) => `${path}?`) },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the text of a `<script type="speculationrules">` element. */
export function speculationRulesText(): string {
  return JSON.stringify(SPECULATION_RULES);
}

/** The text of the prerender rules the first script adds, which the policy allows by its hash. */
export function prerenderRulesText(): string {
  return prerenderRulesFrom(speculationRulesText());
}
