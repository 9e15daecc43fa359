import type { Locator, Page } from '@playwright/test';
import { SITE_PATHS } from '../src/app/site-paths';
import { wcagViolations } from './support/accessibility';
import { DARK_LUMINANCE, paintedColours } from './support/colours';
import { readyToWorkOffline } from './support/enquiries';
import { expect, test } from './support/fixtures';
import { headerLook, SCROLLED_HEADER_BACKGROUND, untilFadedIn } from './support/motion';
import { NEWS_COMES_MS } from './support/news';

const PATHS = SITE_PATHS;

// Reduced motion, so nothing is mid-fade while axe measures contrast.
test.use({ reducedMotion: 'reduce', disclaimerAccepted: false });

/**
 * Turns the device to the dark scheme, as a visitor's evening setting does, and waits until
 * `element` is painted in the dark palette: what is open stays open, so one load checks both.
 */
async function turnDark(page: Page, element: Locator): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(async () => (await element.evaluate(paintedColours)).background)
    .toBeLessThan(DARK_LUMINANCE);
}

/**
 * Each page as a phone and a desktop show it, then in the dark scheme (its palette checked too): one
 * load of the page, whose width and scheme change as a visitor's window and device would.
 */
for (const path of PATHS) {
  test(`${path} has no WCAG 2.2 A/AA violations at 390 and 1280 px, light and dark`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (path === '/') {
      // First: the page with its disclaimer open. Then the page itself.
      const disclaimer = page.getByRole('dialog', { name: 'Important Disclaimer' });
      await expect(disclaimer).toBeVisible();
      expect(await wcagViolations(page), 'at 390 px, the disclaimer open').toEqual([]);
      await turnDark(page, disclaimer);
      expect(await wcagViolations(page), 'at 390 px, the disclaimer open, dark').toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByRole('checkbox', { name: /I AGREE/ }).click();
    }
    expect(await wcagViolations(page), 'at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await wcagViolations(page), 'at 1280 px').toEqual([]);
    await turnDark(page, page.locator('body'));
    expect(await wcagViolations(page), 'at 1280 px, dark').toEqual([]);
  });
}

test.describe('overlays and fallbacks', () => {
  test.use({ disclaimerAccepted: true, expectedConsoleError: /non-existent route|status of 404/ });

  test('the open side menu has no violations, light and dark', async ({ page }) => {
    await page.goto('/fixed-income');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await wcagViolations(page), 'light').toEqual([]);
    await turnDark(page, menu.getByRole('navigation').first());
    expect(await wcagViolations(page), 'dark').toEqual([]);
  });

  test('the home page with its news cards loaded has no violations, light and dark', async ({
    page,
  }) => {
    await page.goto('/');
    // The news section loads as it comes near, as it would for a visitor scrolling down.
    await page.locator('#insights').scrollIntoViewIfNeeded();
    const cards = page.locator('#insights').getByRole('article');
    await expect(cards).toHaveCount(9, { timeout: NEWS_COMES_MS });
    expect(await wcagViolations(page), 'light').toEqual([]);
    await turnDark(page, cards.first());
    expect(await wcagViolations(page), 'dark').toEqual([]);
  });

  test('the 404 page has no violations, light and dark', async ({ page }) => {
    await page.goto('/missing-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(await wcagViolations(page), 'light').toEqual([]);
    await turnDark(page, page.locator('body'));
    expect(await wcagViolations(page), 'dark').toEqual([]);
  });

  test('a scrolled page with the solid header has no violations', async ({ page }) => {
    await page.goto('/capital-raising');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect
      .poll(async () => (await headerLook(page)).background)
      .toBe(SCROLLED_HEADER_BACKGROUND);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a page notice ("Ready to work offline") has no WCAG 2.2 A/AA violations, light and dark', async ({
    page,
  }) => {
    test.slow(); // a worker to install and the whole precache stored
    await page.goto('/fixed-income');
    const notice = await readyToWorkOffline(page);
    await untilFadedIn(notice);
    // Held by the pointer resting on it, as a reader's is, so it does not pass between the checks.
    await notice.hover();
    expect(await wcagViolations(page), 'light').toEqual([]);
    await turnDark(page, notice);
    expect(await wcagViolations(page), 'dark').toEqual([]);
  });
});
