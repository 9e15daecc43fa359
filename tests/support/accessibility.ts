import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the site claims: WCAG 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * What axe finds against WCAG_TAGS on the page as it is now: each rule, with what fails it. In the
 * page itself (legacy mode): by default the builder opens a page of its own to merge each frame's
 * results, for cross-origin frames the site does not have, at about a second a check. Only
 * violations are gathered in full (resultTypes).
 */
export async function wcagViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
