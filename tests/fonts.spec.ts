/**
 * The site's typefaces on a first visit wherever they come in time, and never a reflow (decision
 * 0042): a page whose head came quickly preloads the faces of its first screen, which are
 * `font-display: optional`; a slower one keeps the system's fonts for that page view. What the
 * browser painted is read from Chromium itself (the fonts it set the text in), not from the
 * stylesheet, which names the site's fonts whether or not they came.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The fonts Chromium set an element's first words in, by family name (a face's own name, such as
 * "Cormorant Garamond Light SemiBold" for the site's 600).
 */
async function paintedIn(page: Page, element: Locator): Promise<string[]> {
  // The element holding its first text (the typed title is a span a letter), found again through
  // the DevTools protocol by a mark of its own.
  const probe = `font-probe-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((node, mark) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      if (walker.currentNode.textContent?.trim()) {
        walker.currentNode.parentElement?.setAttribute('data-font-probe', mark);
        return;
      }
    }
  }, probe);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-font-probe="${probe}"]`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** The page's layout shifts so far, as the browser reports them. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as LayoutShift).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 200);
      }),
  );

interface LayoutShift extends PerformanceEntry {
  value: number;
}

/**
 * Whether a first visit's fonts came in time is the machine's to say: a busy one (two test workers
 * and the server on two cores) can answer late. Up to three first visits are made; at least one
 * must have had them in time, and each must be painted whole in one face or the other.
 */
const FIRST_VISITS = 3;

for (const path of ['/', '/fixed-income']) {
  test(`a first visit to ${path} on a good connection paints its headings and text in the site's fonts`, async ({
    browser,
    baseURL,
  }) => {
    const painted: string[] = [];
    for (let visit = 1; visit <= FIRST_VISITS && !painted.includes('site'); visit++) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      await context.addInitScript(() => localStorage.setItem('disclaimerAccepted', 'true'));
      const page = await context.newPage();
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      const headingFonts = (await paintedIn(page, heading)).join();
      const text = page.locator('main p').filter({ visible: true }).first();
      const textFonts = (await paintedIn(page, text)).join();
      if (/^Cormorant Garamond/.test(headingFonts)) {
        expect(textFonts).toMatch(/^Inter/);
        painted.push('site');
      } else {
        painted.push(`${headingFonts} / ${textFonts}`);
      }
      await context.close();
    }
    expect(painted, 'the first visits, each painted in').toContain('site');
  });
}

test('a font that comes too late for the first paint is never swapped in: the page keeps its fallback, and nothing moves', async ({
  page,
}) => {
  let arrived = false;
  await page.route('**/assets/cormorant-garamond-latin-600-*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
    arrived = true;
  });
  await page.goto('/privacy-policy');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect.poll(() => arrived, { timeout: 10_000 }).toBe(true);
  // Given time to be put to use, were it going to be.
  await page.waitForTimeout(500);
  const fonts = (await paintedIn(page, heading)).join();
  expect(fonts).not.toBe('');
  expect(fonts).not.toMatch(/Cormorant/);
  expect(await layoutShifts(page)).toBe(0);
});

test("a first visit whose page answered slowly is painted in the system's fonts, and the pages after it in the site's", async ({
  page,
}) => {
  // The page's head 300 ms after the navigation's start, as on a slow connection.
  await page.route('**/privacy-policy', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ response });
  });
  await page.goto('/privacy-policy');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect((await paintedIn(page, heading)).join()).not.toMatch(/Cormorant/);
  // Once the page has painted it fetches the site's faces for the pages after, without using them.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fontsFetched')), { timeout: 10_000 })
    .toBe('1');
  expect((await paintedIn(page, heading)).join()).not.toMatch(/Cormorant/);

  await page.unrouteAll();
  await page.goto('/terms-of-service');
  const next = page.getByRole('heading', { level: 1 });
  await expect(next).toBeVisible();
  expect((await paintedIn(page, next)).join()).toMatch(/^Cormorant Garamond/);
});

test("without JavaScript, the site's fonts are used as they arrive, and the manifest is there", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fixed-income');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect((await paintedIn(page, heading)).join()).toMatch(/^Cormorant Garamond/);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await context.close();
});
