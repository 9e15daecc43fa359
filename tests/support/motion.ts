import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What moves on the pages without the app's code, read as a visitor sees it: computed styles,
 * never the markers that make them. Each reader works with JavaScript off too (Playwright's
 * evaluation does not need the page's scripts).
 */

/** The text each line of the hero title visibly shows: its characters that are not hidden. */
export function visibleTitle(page: Page): Promise<string[]> {
  return page.locator('.hero-title .typed-visual').evaluateAll((lines) =>
    lines.map((line) =>
      [...line.children]
        .filter((character) => getComputedStyle(character).visibility === 'visible')
        .map((character) => character.textContent)
        .join(''),
    ),
  );
}

/**
 * Reads the title again and again until it is whole (or `limit` reads), and returns every reading
 * that differed from the one before: how the visitor saw it change.
 */
export async function watchTitleType(
  page: Page,
  whole: string[],
  limit = 400,
): Promise<string[][]> {
  const seen: string[][] = [];
  for (let read = 0; read < limit; read += 1) {
    const lines = await visibleTitle(page);
    if (JSON.stringify(lines) !== JSON.stringify(seen.at(-1))) seen.push(lines);
    if (JSON.stringify(lines) === JSON.stringify(whole)) break;
    await page.waitForTimeout(20);
  }
  return seen;
}

/**
 * The header's background colour and shadow, and the colour of its logo. Its scroll timeline is
 * sampled once per frame, so a reading taken between frames while the page is still being laid
 * out (just after a load) can lag what is painted: poll a first reading.
 */
export function headerLook(
  page: Page,
): Promise<{ background: string; shadow: boolean; logo: string }> {
  return page.locator('[data-site-header]').evaluate((header) => {
    const style = getComputedStyle(header);
    const logo = header.querySelector('.site-header-logo');
    return {
      background: style.backgroundColor,
      // Whether a person sees one: 'none' and a fully transparent shadow (the scroll animation's
      // value at the top) both show nothing.
      shadow: style.boxShadow !== 'none' && !/rgba\(\d+, \d+, \d+, 0\)/.test(style.boxShadow),
      logo: logo ? getComputedStyle(logo).color : '',
    };
  });
}

/** The translucent white of the scrolled header. */
export const SCROLLED_HEADER_BACKGROUND = 'rgba(255, 255, 255, 0.86)';
export const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/**
 * The share of the element's height a person sees while it is revealed on scroll (layout.css): 0
 * before, 1 once shown; below it, its mask hides the rest. 0.5 at half-way through. Its view
 * timeline is sampled once per frame, as the header's scroll timeline is: poll a first reading.
 */
export function shownShareOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    if (style.maskImage === 'none') return 1;
    const height = /^\S+ ([\d.]+)%$/.exec(style.maskSize);
    if (!height)
      throw new Error(`A reveal's mask is sized in % of its height, not ${style.maskSize}`);
    return Math.round(Number(height[1]) * 10) / 1000;
  });
}

/** The element's opacity times its ancestors': what its text's contrast is scaled by. */
function shownOpacityOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    let shown = 1;
    for (let at: Element | null = node; at; at = at.parentElement) {
      shown *= Number(getComputedStyle(at).opacity);
    }
    return shown;
  });
}

/**
 * Waits until the element shows at full strength, its ancestors' opacity included, as a person
 * reads a notice once it has faded in. Axe measures the contrast of text still fading in against
 * what shows through it, and a notice is visible to Playwright from its first, transparent frame.
 */
export async function untilFadedIn(element: Locator): Promise<void> {
  await expect.poll(() => shownOpacityOf(element)).toBe(1);
}

/** Scrolls the page at once, as a jump by the visitor would. */
export async function scrollPageTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

/**
 * Expects the element part way through its reveal when it has come into the viewport from below by
 * half the share at which the page's reveals finish (layout.css `--reveal-threshold`: 50%, or 20%
 * on a device with two or fewer cores): it is uncovered with the scroll rather than jumping, and
 * what shows of it is at full opacity, so its text at full contrast. Scrolled there again on each
 * try, as content loading above can move it; with no waiting in the page, which would hold nothing
 * up where JavaScript is off.
 */
export async function expectPartWayRevealed(element: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await element.evaluate((node) => {
        const threshold = parseFloat(
          getComputedStyle(document.documentElement).getPropertyValue('--reveal-threshold'),
        );
        const box = node.getBoundingClientRect();
        // The fade's range is the element's entry: its height, or the viewport's if it is taller.
        const entry = Math.min(box.height, window.innerHeight);
        const top = box.top + window.scrollY - window.innerHeight + (entry * threshold) / 100 / 2;
        window.scrollTo({ top, behavior: 'instant' });
      });
      const [shown, opacity] = [await shownShareOf(element), await shownOpacityOf(element)];
      return shown > 0 && shown < 1 ? `part way, opacity ${opacity}` : `shown ${shown}`;
    })
    .toBe('part way, opacity 1');
}
