import { devices, type Locator, type Page } from '@playwright/test';
import {
  startTheCode,
  clickInPlace,
  expect,
  expectSectionBelowHeader,
  headerHeight,
  recordScrollPositions,
  test,
  topInViewport,
  waitForScrollToSettle,
} from './support/fixtures';
import {
  headerLook,
  shownShareOf,
  SCROLLED_HEADER_BACKGROUND,
  expectPartWayRevealed,
  scrollPageTo,
  TRANSPARENT,
} from './support/motion';

import { NEWS_COMES_MS } from './support/news';
/** Inputs by which a visitor takes over from a scroll the page started. */
const VISITOR_INPUTS = ['a wheel turn', 'a touch', 'a key press'] as const;
type VisitorInput = (typeof VISITOR_INPUTS)[number];

test.describe('header', () => {
  test('is transparent at the top and translucent white with a shadow once scrolled', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => headerLook(page))
      .toMatchObject({ background: TRANSPARENT, shadow: false });
    await page.mouse.wheel(0, 600);
    await expect
      .poll(async () => (await headerLook(page)).background)
      .toBe(SCROLLED_HEADER_BACKGROUND);
    expect((await headerLook(page)).shadow).toBe(true);
    await scrollPageTo(page, 1);
    expect((await headerLook(page)).background).toBe(SCROLLED_HEADER_BACKGROUND);
    await scrollPageTo(page, 0);
    await expect.poll(async () => (await headerLook(page)).background).toBe(TRANSPARENT);
  });

  test('over the dark hero, is light at the top and dark once scrolled, and stays so once the code runs', async ({
    page,
  }) => {
    await page.goto('/');
    const white = 'rgb(255, 255, 255)';
    await expect.poll(async () => (await headerLook(page)).logo).toBe(white);
    await startTheCode(page);
    expect(await headerLook(page)).toMatchObject({ background: TRANSPARENT, logo: white });
    await scrollPageTo(page, 400);
    await expect.poll(async () => (await headerLook(page)).logo).not.toBe(white);
    expect((await headerLook(page)).background).toBe(SCROLLED_HEADER_BACKGROUND);
    await scrollPageTo(page, 0);
    await expect.poll(async () => (await headerLook(page)).logo).toBe(white);
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

test.describe('once the code runs, scrolling to a section', () => {
  test('Contact on the home page eases to the contact section below the header', async ({
    page,
  }) => {
    await page.goto('/');
    await startTheCode(page);
    const positions = await recordScrollPositions(page);
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
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
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#contact');
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
  });

  for (const input of VISITOR_INPUTS) {
    test(`${input} cancels the eased scroll`, async ({ page }) => {
      await page.goto('/');
      await startTheCode(page);
      await expectLeftWhereTakenOver(page, await takeOverDuringScroll(page, input));
    });
  }

  test('eases over 1200 ms: at most halfway before 600 ms, arriving after 1.2 s', async ({
    page,
  }) => {
    await page.goto('/');
    await startTheCode(page);
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
    await expect(contact).toBeVisible();
    // Timed inside the page from just before the click, so a slow test runner adds nothing; a
    // busy machine can only make the page reach each position later, never sooner.
    const samples = await contact.evaluate(
      (button: HTMLElement) =>
        new Promise<{ ms: number; y: number; target: number }[]>((resolve) => {
          const section = document.getElementById('contact')!;
          const header = document.querySelector<HTMLElement>('[data-site-header]')!;
          const list: { ms: number; y: number; target: number }[] = [];
          const startedAt = performance.now();
          const record = () =>
            list.push({
              ms: performance.now() - startedAt,
              y: window.scrollY,
              target: window.scrollY + section.getBoundingClientRect().top - header.offsetHeight,
            });
          window.addEventListener('scroll', record, { passive: true });
          setTimeout(() => {
            window.removeEventListener('scroll', record);
            resolve(list);
          }, 4000);
          button.click();
        }),
    );
    const share = ({ y, target }: { y: number; target: number }) => y / target;
    const arrival = samples.find((sample) => Math.abs(sample.y - sample.target) <= 2);
    expect(arrival, 'the scroll reached the section').toBeDefined();
    // Eased in and out over 1200 ms: at most half of the way at 600 ms, all of it only at 1200 ms.
    // A busy machine can delay frames (even every frame of the first 600 ms), never advance them,
    // so the bounds are one-sided: of the end, only that it comes within the 4 s of samples (a
    // frame delayed by load delays the arrival with it, so a tighter upper bound is a timing test).
    for (const sample of samples.filter(({ ms }) => ms < 600)) {
      expect(share(sample)).toBeLessThanOrEqual(0.5);
    }
    const moving = samples.filter((sample) => sample.ms < arrival!.ms);
    expect(moving.length, 'frames on the way, not a jump').toBeGreaterThanOrEqual(3);
    expect(arrival!.ms).toBeGreaterThanOrEqual(1150);
  });

  test('the service page hero button scrolls to its enquiry section', async ({ page }) => {
    await page.goto('/alternative-assets');
    await page.getByRole('link', { name: 'REGISTER YOUR INTEREST' }).click();
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#enquire');
  });
});

test.describe('once the code runs, under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('section scrolling still arrives, and nothing waits to be revealed', async ({ page }) => {
    await page.goto('/');
    await startTheCode(page);
    const testimonials = page.locator('.reveal', {
      has: page.getByRole('heading', { name: 'What Our Clients Say' }),
    });
    expect(await shownShareOf(testimonials)).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
  });

  for (const input of VISITOR_INPUTS) {
    test(`${input} during the scroll leaves the visitor where they scrolled to`, async ({
      page,
    }) => {
      await page.goto('/');
      await startTheCode(page);
      await expectLeftWhereTakenOver(page, await takeOverDuringScroll(page, input));
    });
  }

  test('when already at the section, a later scroll is not pulled back to it', async ({ page }) => {
    await page.goto('/');
    await startTheCode(page);
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
    await contact.click();
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
    await clickInPlace(page, contact);
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
    await page.mouse.wheel(0, -600);
    await waitForScrollToSettle(page);
    // Held a moment, in case a stale listener were still waiting for this scroll to end.
    await page.waitForTimeout(500);
    expect(await topInViewport(page, '#contact')).toBeGreaterThan((await headerHeight(page)) + 400);
  });
});

test.describe('once the code runs, on a phone', () => {
  // Pixel 5: a phone's user agent, screen and touch (its browser type would force a new worker).
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 5'];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  for (const { cores, path } of [
    { cores: 2, path: 'plain' },
    { cores: 8, path: 'eased' },
  ] as const) {
    test(`with ${cores} cores, section scrolling is ${path === 'plain' ? "the browser's own smooth scroll" : 'the eased scroll'}`, async ({
      page,
    }) => {
      await emulateCores(page, cores);
      const scrollCalls = await recordScrollCalls(page);
      await page.goto('/');
      await startTheCode(page);
      await scrollCalls(); // the router's, while the page loaded
      const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
      await contact.click();
      await waitForScrollToSettle(page);
      await expectSectionBelowHeader(page, '#contact');
      const behaviours = await scrollCalls();
      if (path === 'plain') {
        // One smooth scroll the browser carries out; at most a correction once it has arrived.
        expect(behaviours[0]).toBe('smooth');
        expect(behaviours.filter((behaviour) => behaviour === 'instant').length).toBeLessThan(3);
      } else {
        // A step every frame.
        expect(behaviours).not.toContain('smooth');
        expect(behaviours.filter((behaviour) => behaviour === 'instant').length).toBeGreaterThan(4);
      }
    });
  }
});

test.describe('on a phone whose browser has neither scrollend nor scroll anchoring (Safari), while the news comes late', () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 5'];
  test.use({
    userAgent,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    newsFeed: 'feed-ok?delay=4000',
  });

  test.beforeEach(async ({ page }) => {
    // WebKit fires no scrollend, and keeps no content in place when what is above it grows: here
    // the page never hears a scrollend, and Chromium's own scroll anchoring is off and says so.
    await page.addInitScript(() => {
      window.addEventListener('scrollend', (event) => event.stopImmediatePropagation(), true);
      const supports = CSS.supports.bind(CSS);
      CSS.supports = (...query: [string, string?]) =>
        /overflow-anchor/.test(query.join(' ')) ? false : supports(...(query as [string]));
      // A constructed sheet, which the Content-Security-Policy leaves to the page's own script.
      const noAnchoring = new CSSStyleSheet();
      noAnchoring.replaceSync('* { overflow-anchor: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, noAnchoring];
    });
  });

  test('Contact pressed at the top of the home page, at once and with 2 cores, lands on the form and stays there as the news grows above it', async ({
    page,
  }) => {
    // Two cores: the browser's own smooth scroll, as a phone's low end has it.
    await emulateCores(page, 2);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
    // The news came near on the way and grows by screenfuls above the form once its feed comes.
    await expect(page.locator('#insights article').first()).toBeAttached({
      timeout: NEWS_COMES_MS,
    });
    await waitForScrollToSettle(page);
    await expectSectionBelowHeader(page, '#contact');
  });

  test('a visitor who scrolled down to the form keeps it where it was as the news grows above it', async ({
    page,
  }) => {
    await page.goto('/');
    const firstName = page.getByLabel('First name').first();
    // Scrolled by hand, past the news, until the form's first field is in view.
    while ((await topInViewport(page, '#contact')) > 300) await page.mouse.wheel(0, 800);
    await waitForScrollToSettle(page);
    const before = await firstName.evaluate((field) => field.getBoundingClientRect().top);
    await expect(page.locator('#insights article').first()).toBeAttached({
      timeout: NEWS_COMES_MS,
    });
    await waitForScrollToSettle(page);
    const after = await firstName.evaluate((field) => field.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  test('a visitor who goes to the first article the moment the news shows it reads that article', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('#insights').scrollIntoViewIfNeeded();
    // At once: as the articles are put in the page, before the browser has drawn them.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new MutationObserver((_, observer) => {
            const article = document.querySelector('#insights article');
            if (!article) return;
            observer.disconnect();
            article.scrollIntoView({ block: 'center', behavior: 'instant' });
            resolve();
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await waitForScrollToSettle(page);
    const article = page.locator('#insights article').first();
    await expect(article).toBeInViewport();
    const card = page
      .locator('#insights .reveal')
      .filter({ has: page.locator('article') })
      .first();
    await expect.poll(() => shownShareOf(card)).toBe(1);
  });
});

test('once the code runs, on a desktop with 2 cores, section scrolling is still eased', async ({
  page,
}) => {
  await emulateCores(page, 2);
  const scrollCalls = await recordScrollCalls(page);
  await page.goto('/');
  await startTheCode(page);
  await scrollCalls(); // the router's, while the page loaded
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await waitForScrollToSettle(page);
  await expectSectionBelowHeader(page, '#contact');
  expect(await scrollCalls()).not.toContain('smooth');
});

test('sections below the fold are revealed as they are scrolled into view, also once the code runs', async ({
  page,
}) => {
  await page.goto('/');
  await startTheCode(page);
  const testimonials = page.locator('.reveal', {
    has: page.getByRole('heading', { name: 'What Our Clients Say' }),
  });
  await expect.poll(() => shownShareOf(testimonials)).toBe(0);
  // Part way in, part way shown: it is uncovered with the scroll rather than jumping.
  await expectPartWayRevealed(testimonials);
  await testimonials.scrollIntoViewIfNeeded();
  await expect.poll(() => shownShareOf(testimonials)).toBe(1);
});

test('content above the fold is never hidden for a reveal', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto('/fixed-income');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const onScreen = await page
    .locator('.reveal')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().bottom <= window.innerHeight)
        .map((element) => getComputedStyle(element).maskImage),
    );
  expect(onScreen.length).toBeGreaterThan(0);
  expect(onScreen.every((mask) => mask === 'none')).toBe(true);
});

test('keyboard focus inside a section not yet revealed shows it at once', async ({ page }) => {
  await page.goto('/fixed-income');
  const faq = page.locator('.reveal', { has: page.locator('details') }).first();
  await expect.poll(() => shownShareOf(faq)).toBe(0);
  // Focus without the browser scrolling to it, as focus that lands below the viewport.
  await faq
    .locator('summary')
    .first()
    .evaluate((summary: HTMLElement) => summary.focus({ preventScroll: true }));
  expect(await shownShareOf(faq)).toBe(1);
});

test.describe('keyboard focus', () => {
  for (const { area, path, target } of [
    {
      area: 'a light area (a legal page’s contents)',
      path: '/privacy-policy',
      target: (page: Page) =>
        page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first(),
    },
    {
      area: 'a dark area (a service page’s hero)',
      path: '/fixed-income',
      target: (page: Page) => page.getByRole('link', { name: 'REGISTER YOUR INTEREST' }),
    },
  ]) {
    test(`is visible on ${area}`, async ({ page }) => {
      await page.goto(path);
      const element = target(page);
      await tabTo(page, element);
      const ring = await focusRing(element);
      expect(ring.outlineStyle !== 'none' || ring.boxShadow !== 'none', 'a focus ring').toBe(true);
      // WCAG 1.4.11: the ring stands out from what is around it by at least 3:1.
      expect(ring.contrast).toBeGreaterThanOrEqual(3);
    });
  }
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

/**
 * Clicks the header's Contact button and, at the scroll's first step, acts as the visitor taking
 * over: the input event, then the 150 px it scrolls the page by (which also ends a smooth scroll
 * the browser is running). Sent from inside the page, so a slow test machine cannot let the scroll
 * finish first. Returns where the visitor left the page.
 */
async function takeOverDuringScroll(page: Page, input: VisitorInput): Promise<number> {
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
  await expect(contact).toBeVisible();
  return contact.evaluate(
    (button: HTMLElement, input) =>
      new Promise<number>((resolve) => {
        const event = {
          'a wheel turn': () => new WheelEvent('wheel', { deltaY: 150 }),
          'a touch': () => new TouchEvent('touchstart'),
          'a key press': () => new KeyboardEvent('keydown', { key: 'ArrowDown' }),
        }[input]();
        window.addEventListener(
          'scroll',
          () => {
            window.dispatchEvent(event);
            window.scrollTo({ top: window.scrollY + 150, behavior: 'instant' });
            resolve(window.scrollY);
          },
          { once: true },
        );
        button.click();
      }),
    input,
  );
}

/** The page stays where the visitor took over, well short of the contact section. */
async function expectLeftWhereTakenOver(page: Page, takenOverAt: number): Promise<void> {
  await waitForScrollToSettle(page);
  // Held a moment: a scroll pulled back to the section would be pulled back once this one ends.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(takenOverAt);
  expect(await topInViewport(page, '#contact')).toBeGreaterThan((await headerHeight(page)) + 50);
}

/** Makes the page report this many logical cores, as a low-end (2) or ordinary device would. */
async function emulateCores(page: Page, cores: number): Promise<void> {
  await page.addInitScript((cores) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores });
  }, cores);
}

/**
 * Records the behaviour of every window.scrollTo call the page makes. Returns a function that
 * hands over the calls recorded since it was last called.
 */
async function recordScrollCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { scrollCalls: string[] }).scrollCalls = calls;
    const scrollTo = window.scrollTo.bind(window) as (options?: ScrollToOptions) => void;
    window.scrollTo = ((options?: ScrollToOptions) => {
      calls.push(options?.behavior ?? 'auto');
      scrollTo(options);
    }) as typeof window.scrollTo;
  });
  return () =>
    page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls.splice(0));
}

/** Presses Tab until the element has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, element: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await element.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`${element.toString()} was not reached in 40 presses of Tab`);
}

/**
 * The focused element's ring, and its contrast with the backdrop it is drawn on: the opaque
 * colours of the nearest ancestor with a background (the least contrasting of a gradient's).
 */
async function focusRing(
  element: Locator,
): Promise<{ outlineStyle: string; boxShadow: string; contrast: number }> {
  return element.evaluate((node) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const style = getComputedStyle(node);
    const ring =
      style.outlineStyle !== 'none'
        ? style.outlineColor
        : (style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '');
    let backdrop: string[] = [];
    for (
      let parent = node.parentElement;
      parent && backdrop.length === 0;
      parent = parent.parentElement
    ) {
      const { backgroundColor, backgroundImage } = getComputedStyle(parent);
      // Opaque colours only: a translucent one is a tint over them, not what the ring sits on.
      backdrop = [backgroundColor, ...(backgroundImage.match(/rgba?\([^)]*\)/g) ?? [])].filter(
        (color) => (channels(color)[3] ?? 1) === 1,
      );
    }
    return {
      outlineStyle: style.outlineStyle,
      boxShadow: style.boxShadow,
      contrast: Math.min(...backdrop.map((color) => ratio(ring, color))),
    };
  });
}
