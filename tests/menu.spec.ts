import type { Page } from '@playwright/test';
import {
  appHasStarted,
  HEADER_ENHANCED,
  startTheCode,
  expect,
  expectSectionBelowHeader,
  test,
  waitForScrollToSettle,
} from './support/fixtures';
import { siteContent } from './support/site-content';
import { ACTS_ONCE_THE_CODE_RUNS } from './support/tags';

// The side menu works with HTML alone (it is a popover the menu button opens; Escape and its close
// button close it, and the page's early script closes it on a link, a click on the dim and focus
// leaving it; its links are real links), so these hold whether or not the app's code has arrived.
// What only the code adds says so in its test's name.

test('the side menu opens from the menu button and closes with its close button, focus returning', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of [
    'Home',
    'Team',
    'News & Insights',
    'Contact',
    'Fixed Income',
    'Alternative Assets',
    'Capital Raising',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'info@vallettathames.example' })).toHaveAttribute(
    'href',
    'mailto:info@vallettathames.example',
  );
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

/** Opens the menu with its button and closes it with Escape, checking what the button says. */
async function expectMenuButtonToFollowTheMenu(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
}

test.describe('before the code arrives', () => {
  test.use({ holdScriptsMs: Infinity });

  test('the menu button tells assistive technology whether the menu is open', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expectMenuButtonToFollowTheMenu(page);
  });
});

// A visitor may open and close the menu at any moment: before the code, in the instant it takes
// the page over, and after. The page's marker of that start says only when to stop (two rounds
// after it); nothing waits for it.
test('opened and closed over and over, before, while and once the code runs, the menu button says whether it is open', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const deadline = performance.now() + 30_000;
  for (let afterStart = 0; afterStart < 2;) {
    if (await appHasStarted(page)) afterStart += 1;
    await expectMenuButtonToFollowTheMenu(page);
    expect(performance.now(), 'the code did not take the page over within 30 s').toBeLessThan(
      deadline,
    );
  }
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

// The code takes the menu over in one render. A close in that very instant (seen once in a full
// run, by Escape) left the button saying open. Here the page itself presses the close button as
// the takeover lands, and a few milliseconds after: moments no hand can aim at, but a hand can hit.
for (const delayMs of [null, 0, 1, 4]) {
  const moment = delayMs === null ? 'the instant' : `${delayMs} ms after`;
  test(`a menu opened before the code and closed ${moment} the code takes it over says it is closed`, async ({
    page,
  }) => {
    await page.addInitScript(
      ({ delayMs, headerEnhanced }) => {
        new MutationObserver((_, observer) => {
          const header = document.querySelector(headerEnhanced);
          if (!header) return;
          observer.disconnect();
          const close = () =>
            header.querySelector<HTMLButtonElement>('button[aria-label="Close menu"]')!.click();
          if (delayMs === null) close();
          else setTimeout(close, delayMs);
        }).observe(document, { subtree: true, attributes: true });
      },
      { delayMs, headerEnhanced: HEADER_ENHANCED },
    );
    await page.goto('/privacy-policy');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    // Closed only once the code has come: in the slow-code project, after its downloads are held.
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden({ timeout: 30_000 });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectMenuButtonToFollowTheMenu(page);
  });
}

/**
 * Opens the menu from the keyboard, Tabs through it and past its last item, then opens it again and
 * Shift+Tabs out of it, then closes it with Escape: leaving it closes it, and focus moves on.
 */
async function expectKeyboardToLeaveTheMenu(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // Asked of the element itself: once the menu has closed, its role is out of the tree.
  const focusInMenu = () =>
    page.locator('#side-menu').evaluate((element) => element.contains(document.activeElement));
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const visited: string[] = [];
  for (let i = 0; i < 12 && (await focusInMenu()); i++) {
    await page.keyboard.press('Tab');
    if (await focusInMenu())
      visited.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
  }
  expect(visited.at(-1), 'Tab went through the menu to its last item').toBe(
    'info@vallettathames.example',
  );
  await expect(menu).toBeHidden();
  await expect(page.getByRole('link', { name: 'Valletta & Thames, home page' })).toBeFocused();

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Shift+Tab');
  // The panel scrolls, so the browser may stop on it once before leaving the menu.
  if (await focusInMenu()) await page.keyboard.press('Shift+Tab');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
}

test('Tab or Shift+Tab out of the open side menu closes it, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expectKeyboardToLeaveTheMenu(page);
});

test(
  'once the code runs, Tab or Shift+Tab out of the side menu still closes it',
  { tag: ACTS_ONCE_THE_CODE_RUNS },
  async ({ page }) => {
    await page.goto('/privacy-policy');
    await startTheCode(page);
    await expectKeyboardToLeaveTheMenu(page);
  },
);

// The dim lies over the page's own links: a click on it closes the menu and goes no further. (On
// the home page the Contact button under it would move the page to its section at once.)
test('the side menu closes on a click on the dim beside it, which reaches nothing beneath', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
  const box = await contact.boundingBox();
  if (!box) throw new Error('the Contact button is not laid out');
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(await page.evaluate(() => [location.hash, window.scrollY])).toEqual(['', 0]);
});

test('the side menu closes when a page link is followed', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Capital Raising' })
    .click();
  await expect(page).toHaveURL('/capital-raising');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

// On a slow phone the header is hydrated first and the page's content a moment later; a link
// followed in between once made React throw over the page being left (the console error fails
// the test). The press on the menu button wants the code; its link, followed at moments spread
// from that press to past the code's start, opens its page, whole, each time.
test('a page link in the menu followed at moments spread over the start, and once the code runs, opens that page (CPU slowed)', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name === 'slow-code', 'here the code starts long after these moments');
  test.setTimeout(180_000);
  const { capitalRaisingPage } = await siteContent();
  const browser = await page.context().newCDPSession(page);
  await browser.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // Each load is a first visit's: the code is downloaded again, not taken from the cache.
  await browser.send('Network.setCacheDisabled', { cacheDisabled: true });
  const headerWhenFollowed = new Set<string>();
  for (const moment of [0, 150, 300, 500, 800, 1200, 1800, 2600, 'once the code runs'] as const) {
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    if (moment === 'once the code runs') {
      await expect(page.locator(HEADER_ENHANCED)).toHaveCount(1, { timeout: 30_000 });
    } else await page.waitForTimeout(moment);
    const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', {
      name: 'Capital Raising',
    });
    const enhanced = await page.locator(HEADER_ENHANCED).count();
    headerWhenFollowed.add(enhanced ? 'enhanced' : 'not yet enhanced');
    await link.click();
    const when = `followed ${typeof moment === 'number' ? `${moment} ms after the menu was opened` : moment}`;
    await expect(page, when).toHaveURL('/capital-raising');
    await expect(page.getByRole('heading', { level: 1 }), when).toHaveText(
      capitalRaisingPage.hero.heading,
    );
    expect(consoleErrors, when).toEqual([]);
  }
  expect(headerWhenFollowed, 'the moments spread from before the code to after it').toEqual(
    new Set(['not yet enhanced', 'enhanced']),
  );
});

test('a section link in the menu from another page opens the home page at that section', async ({
  page,
}) => {
  await page.goto('/risk-disclosure');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL('/#team');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.locator('#team')).toBeInViewport();
  await waitForScrollToSettle(page);
  await expectSectionBelowHeader(page, '#team');
});

test('a section link in the menu on the home page closes it and brings the section below the header', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'News & Insights' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await waitForScrollToSettle(page);
  await expectSectionBelowHeader(page, '#insights');
});

test(
  'once the code runs, a section link in the menu moves focus to the section',
  { tag: ACTS_ONCE_THE_CODE_RUNS },
  async ({ page }) => {
    await page.goto('/');
    await startTheCode(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'News & Insights' })
      .click();
    await waitForScrollToSettle(page);
    await expect(page.locator('#insights')).toBeFocused();
  },
);
