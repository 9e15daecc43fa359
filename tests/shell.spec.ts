import {
  expect,
  expectSectionBelowHeader,
  headerHeight,
  recordScrollPositions,
  test,
  topInViewport,
  waitForScrollToSettle,
} from './support/fixtures';

test.describe('side menu', () => {
  test('opens from the menu button and closes with its close button, focus returning', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
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
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes with Escape and traps focus while open', async ({ page }) => {
    await page.goto('/privacy-policy');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('closes on a backdrop click', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.mouse.click(1000, 400);
    await expect(menu).toBeHidden();
  });

  test('closes when a page link is followed', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Capital Raising' })
      .click();
    await expect(page).toHaveURL('/capital-raising');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('a section link from another page opens the home page at that section', async ({ page }) => {
    await page.goto('/risk-disclosure');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/#team');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('#team')).toBeInViewport();
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#team');
  });

  test('a section link on the home page scrolls there and focuses the section', async ({
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
    await expect(page.locator('#insights')).toBeFocused();
  });
});

test.describe('header', () => {
  test('is transparent at the top and translucent white with a shadow once scrolled', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const header = page.locator('[data-site-header]');
    const style = () =>
      header.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { background: computed.backgroundColor, shadow: computed.boxShadow };
      });
    expect(await style()).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await style()).background).toBe('rgba(255, 255, 255, 0.86)');
    expect((await style()).shadow).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('stays at the top of the viewport while scrolling', async ({ page }) => {
    await page.goto('/terms-of-service');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => topInViewport(page, '[data-site-header]')).toBe(0);
  });

  test('logo leads home', async ({ page }) => {
    await page.goto('/fixed-income');
    await page.getByRole('link', { name: 'Valletta & Thames, home page' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('scrolling to a section', () => {
  test('Contact on the home page eases to the contact section below the header', async ({
    page,
  }) => {
    await page.goto('/');
    const positions = await recordScrollPositions(page);
    await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click();
    await waitForScrollToSettle(page);
    // Eased, not a jump: steps on the way (one a frame; fewer on a busy machine), each further down.
    const passed = await positions();
    expect(passed.length).toBeGreaterThan(4);
    expect(passed).toEqual([...passed].sort((a, b) => a - b));
    await expectSectionBelowHeader(page, '#contact');
  });

  test('Enquire Now goes to the contact section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Enquire Now' }).click();
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
  });

  test('Contact on a page without a contact section opens the home page at #contact', async ({
    page,
  }) => {
    await page.goto('/terms-of-service');
    await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#contact');
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
  });

  // The input is sent from inside the page at the scroll's first step, so a slow test machine
  // cannot let the 1200 ms scroll finish before the visitor takes over.
  for (const [input, makeEvent] of [
    ['a wheel turn', 'wheel'],
    ['a key press', 'keydown'],
  ] as const) {
    test(`${input} cancels the eased scroll`, async ({ page }) => {
      await page.goto('/');
      const contact = page.getByRole('banner').getByRole('button', { name: 'Contact' });
      await expect(contact).toBeVisible();
      const takenOverAt = await contact.evaluate(
        (button: HTMLElement, type) =>
          new Promise<number>((resolve) => {
            window.addEventListener(
              'scroll',
              () => {
                window.dispatchEvent(
                  type === 'wheel'
                    ? new WheelEvent('wheel', { deltaY: -10 })
                    : new KeyboardEvent('keydown', { key: 'Shift' }),
                );
                resolve(window.scrollY);
              },
              { once: true },
            );
            button.click();
          }),
        makeEvent,
      );
      await waitForScrollToSettle(page);
      // Stopped where the visitor took over, well short of the section.
      expect(takenOverAt).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(takenOverAt);
      expect(await topInViewport(page, '#contact')).toBeGreaterThan(
        (await headerHeight(page)) + 50,
      );
    });
  }

  test('the service page hero button scrolls to its enquiry section', async ({ page }) => {
    await page.goto('/alternative-assets');
    await page.getByRole('link', { name: 'REGISTER YOUR INTEREST' }).click();
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#enquire');
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('section scrolling still arrives, and nothing waits to fade in', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click();
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
  });
});

test('sections below the fold fade in as they are scrolled into view', async ({ page }) => {
  await page.goto('/');
  const testimonials = page.locator('.reveal', {
    has: page.getByRole('heading', { name: 'What Our Clients Say' }),
  });
  await expect(testimonials).toHaveAttribute('data-reveal', 'waiting');
  expect(await testimonials.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials).toHaveAttribute('data-reveal', 'shown');
  await expect
    .poll(() => testimonials.evaluate((element) => getComputedStyle(element).opacity))
    .toBe('1');
});

test('content above the fold is never hidden for a fade', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto('/fixed-income');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-reveal="waiting"]').first()).toBeAttached();
  const aboveTheFold = await page
    .locator('.reveal')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
        .map((element) => element.getAttribute('data-reveal')),
    );
  expect(aboveTheFold.length).toBeGreaterThan(0);
  expect(aboveTheFold.every((state) => state === 'static')).toBe(true);
});

test('footer links to the services, legal pages, mailbox and professional network', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Fixed Income', '/fixed-income'],
    ['Alternative Assets', '/alternative-assets'],
    ['Capital Raising', '/capital-raising'],
    ['Privacy Policy', '/privacy-policy'],
    ['Risk Disclosure', '/risk-disclosure'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href as string,
    );
  }
  await expect(footer.getByRole('link', { name: 'info@vallettathames.example' })).toHaveAttribute(
    'href',
    'mailto:info@vallettathames.example',
  );
  const network = footer.getByRole('link', { name: /LinkedIn/ });
  await expect(network).toHaveAttribute('target', '_blank');
  await expect(network).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(footer).toContainText('© 2025 Valletta & Thames');
});
