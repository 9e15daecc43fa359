import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { e2eNewsFeedUrl, feedFixturePort } from '../../scripts/testing/e2e-settings';

export const DISCLAIMER_KEY = 'disclaimerAccepted';

const FEED_FIXTURES = `http://localhost:${feedFixturePort()}`;
/** An image the realistic feed links on purpose, which does not exist. */
export const BROKEN_FEED_IMAGE = `${FEED_FIXTURES}/images/does-not-exist.jpg`;

export interface FixtureOptions {
  /** Which fixture answers the news-feed request: a file in tests/fixtures/news, 'http-500', with ?delay=ms. */
  newsFeed: string;
  /** Start with the disclaimer accepted, as a returning visitor. Default true. */
  disclaimerAccepted: boolean;
  /** console.error messages this test expects (one pattern; use | for several); any other fails it. */
  expectedConsoleError: RegExp | undefined;
  /**
   * Holds every script of the site back this long after each page starts loading, as a slow
   * connection does (0: not held; Infinity: the code never arrives). The inline script in each
   * page's head is part of the page and is not held.
   */
  holdScriptsMs: number;
}

/**
 * The app's tests: every page starts as a returning visitor unless a test says otherwise, and
 * any console error or uncaught exception the test did not expect fails it.
 */
export const test = base.extend<FixtureOptions & { consoleErrors: string[] }>({
  context: async ({ context }, use) => {
    await context.addInitScript(hideTheShellsRestingPointer);
    await use(context);
  },
  disclaimerAccepted: [true, { option: true }],
  newsFeed: ['feed-ok', { option: true }],
  expectedConsoleError: [undefined, { option: true }],
  holdScriptsMs: [0, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The realistic feed links one image that does not exist, on purpose; the browser reports it.
        if (message.location().url.startsWith(BROKEN_FEED_IMAGE)) return;
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((text) => !expectedConsoleError?.test(text));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, baseURL, disclaimerAccepted, newsFeed, holdScriptsMs }, use) => {
    // The e2e build asks the fixture server for its realistic feed; a test can ask for another one.
    if (newsFeed !== 'feed-ok') {
      await page.route(e2eNewsFeedUrl(), async (route) => {
        const fixture = await page.request.fetch(`${FEED_FIXTURES}/feed/${newsFeed}`);
        await route.fulfill({ response: fixture });
      });
    }
    if (disclaimerAccepted) {
      await page.addInitScript((key) => {
        // Only before the first load, so a test can still clear it and reload.
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, 'true');
          sessionStorage.setItem('seeded', '1');
        }
      }, DISCLAIMER_KEY);
    }
    if (holdScriptsMs > 0) {
      await holdScripts(page, baseURL ?? '', holdScriptsMs);
      // The load event waits for the held scripts; a visitor acts as soon as the page is there.
      const goto = page.goto.bind(page);
      page.goto = (url, options) => goto(url, { waitUntil: 'commit', ...options });
      const reload = page.reload.bind(page);
      page.reload = (options) => reload({ waitUntil: 'commit', ...options });
    }
    await use(page);
    // A feed request still in flight when the test ends is no longer anyone's concern. (A test may
    // have closed the page, to leave the service worker on its own.)
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect };

/**
 * Chromium's headless shell, which runs the Chromium projects, keeps a mouse resting at the
 * window's top-left corner: at the page's first layout it tells the page the pointer moved over
 * what is there, which a phone, or a desktop whose mouse is elsewhere, never does, and which wants
 * the page's code at once (src/runtime/wanted.ts). Until a pointer comes from anywhere else, what
 * it says is held from the page; the whole browser says nothing of the kind. In the page, so it
 * stands alone.
 */
function hideTheShellsRestingPointer(): void {
  let resting = true;
  const hide = (event: Event) => {
    const { clientX, clientY, isTrusted } = event as MouseEvent;
    if (!resting || !isTrusted) return;
    if (clientX !== 0 || clientY !== 0) resting = false;
    else event.stopImmediatePropagation();
  };
  for (const type of ['pointerover', 'pointermove', 'mouseover', 'mousemove']) {
    window.addEventListener(type, hide, { capture: true });
  }
}

/**
 * Holds the site's scripts back until `ms` after the page's latest navigation started, the way
 * a slow connection delivers them late (Infinity: never). Scripts from other origins pass.
 */
async function holdScripts(page: Page, site: string, ms: number): Promise<void> {
  let releaseAt = performance.now() + ms;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      releaseAt = performance.now() + ms;
    }
  });
  await page.route(`${site}/**/*.js`, async (route) => {
    if (route.request().resourceType() !== 'script') return route.fallback();
    if (ms === Infinity) return; // never answered: the code never arrives
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseAt - performance.now())));
    await route.fallback().catch(() => {}); // the page may have gone meanwhile
  });
}

/**
 * The header once the app's code enhances it: every page has it, and the app marks what its code
 * handles (src/runtime/enhanced.ts).
 */
export const HEADER_ENHANCED = '[data-site-header][data-enhanced]';

/** In the page: whether the app has started, or the page has no app. */
const hasAppStarted = (headerEnhanced: string) =>
  !document.getElementById('root') || document.querySelector(headerEnhanced) !== null;

/**
 * Refuses to go on unless the running test's name says it is about what the code does once it
 * runs ("once the code runs", or a describe that says so): a visitor never waits for the code,
 * so only such a test may. Every helper that waits for the app to start asks this first.
 */
export function testSaysItWaitsForTheCode(): void {
  const title = test.info().titlePath.join(' › ');
  if (!/\bcode\b/i.test(title)) {
    throw new Error(`"${title}" waits for the app's code to start; say so in its name`);
  }
}

/**
 * Starts the app's code the way a visitor does, by reaching for a part that needs it (the header
 * with its menu, unless the test names another part), and waits until it has started (or the page
 * has no app). The code runs only when a part needs it (src/runtime/wanted.ts): a page that is
 * only read never starts it. For tests about what the code does once it runs, whose names say so.
 */
export async function startTheCode(page: Page, part?: Locator): Promise<void> {
  testSaysItWaitsForTheCode();
  await pointAt(page, part ?? page.getByRole('banner'));
  await page.waitForFunction(hasAppStarted, HEADER_ENHANCED, { timeout: 30_000 });
}

/**
 * Moves the pointer over the element where it is on screen, as a person's hand does. A locator's
 * hover first scrolls the element into view, and for the sticky header that moves the page (seen:
 * 360 px up), which a test of where the page is must not have. Two steps inside it, so that the
 * pointer arrives over it even when it already rested there.
 */
async function pointAt(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  const visible =
    box && viewport && box.y + box.height / 2 > 0 && box.y + box.height / 2 < viewport.height;
  if (!visible) {
    await element.hover();
    return;
  }
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 1, y);
  await page.mouse.move(x, y);
}

/** Whether the app has started yet, without waiting: for a test that acts throughout the start. */
export function appHasStarted(page: Page): Promise<boolean> {
  return page.evaluate(hasAppStarted, HEADER_ENHANCED);
}

/**
 * Clicks the element where it is on screen. A locator's click first scrolls the element into
 * view, and for a control in the sticky header that moves the page, which a test of where the
 * page is scrolled to must not have.
 */
export async function clickInPlace(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element.toString()} is not laid out`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Distance from the top of the viewport to the element's top. */
export async function topInViewport(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

/** Waits until the page has stopped scrolling: the same position on three reads 120 ms apart. */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  const deadline = performance.now() + 8000;
  let last = Number.NaN;
  let steady = 0;
  while (performance.now() < deadline) {
    await page.waitForTimeout(120);
    const current = await page.evaluate(() => window.scrollY);
    steady = current === last ? steady + 1 : 0;
    if (steady >= 2) return;
    last = current;
  }
  throw new Error('the page kept scrolling for 8 s');
}

/** Records every scroll position the page passes through from now on. */
export async function recordScrollPositions(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = positions;
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
}

/** The header's height, which section scrolling keeps clear of. */
export async function headerHeight(page: Page): Promise<number> {
  return page
    .locator('[data-site-header]')
    .evaluate((element) => (element as HTMLElement).offsetHeight);
}

/**
 * Expects the section to come to sit just below the sticky header. Polled, because content above it
 * (the news feed) can still grow after the scroll arrives, and the page then moves it back in place.
 */
export async function expectSectionBelowHeader(page: Page, selector: string): Promise<void> {
  await expect
    .poll(async () => Math.abs((await topInViewport(page, selector)) - (await headerHeight(page))))
    .toBeLessThanOrEqual(2);
}

/** Waits until a part that loads as it comes near (src/runtime/part.tsx) has its code running. */
export async function waitUntilLoaded(part: Locator): Promise<void> {
  testSaysItWaitsForTheCode();
  await part.scrollIntoViewIfNeeded();
  await expect(part.locator('xpath=ancestor::div[@aria-busy][1]')).toHaveAttribute(
    'aria-busy',
    'false',
  );
}
