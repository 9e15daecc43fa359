/**
 * The site's fonts never hold up a page's first paint, nor change its text once painted (decision
 * 0036): a page view uses them only if they are on the device as it starts. The first page a
 * visitor opens is set in the system's fonts and fetches the site's once it has painted, for every
 * page after.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The font families the page's main heading is set in, as the browser resolved its style. */
const headingFonts = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate((heading) => getComputedStyle(heading).fontFamily);

/** The site's font files the page has downloaded so far. */
const fontDownloads = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'))
        .length,
  );

test("a first page is painted in the system's fonts, and the pages after it in the site's", async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await headingFonts(page)).not.toContain('Cormorant');

  // Once the page has painted it fetches the site's three faces, without putting them to use.
  await expect.poll(() => fontDownloads(page)).toBe(3);
  expect(await headingFonts(page)).not.toContain('Cormorant');

  await page.goto('/terms-of-service');
  expect(await headingFonts(page)).toMatch(/^"?Cormorant Garamond"?,/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 1em "Cormorant Garamond"')))
    .toBe(true);
});

test("without JavaScript, the site's fonts are used as they arrive, and the manifest is there", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fixed-income');
  expect(await headingFonts(page)).toMatch(/^"?Cormorant Garamond"?,/);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await context.close();
});
