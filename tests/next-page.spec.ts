/**
 * The next page, ready before the press where Chromium can: every page's speculation rules
 * (src/app/speculation-rules.ts) prefetch a page of the site once a link to it is touched or
 * rests under the pointer, and where the pointer hovers, prerender it; a prerendered page starts
 * none of its code until it is shown (src/runtime/when-shown.ts). Chromium prerenders only for
 * automation attached through the tab, as Puppeteer is, not to each page, as Playwright is: the
 * tests of what Chromium prerenders drive the whole browser with Puppeteer.
 */
import { setTimeout as wait } from 'node:timers/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, MOUSE_ARGS, findBrowser } from '../scripts/testing/browser';
import { CONTENT_PATHS, ENQUIRY_OUTCOME_PATHS } from '../src/app/site-paths';
import { DISCLAIMER_KEY, expect, startTheCode, test } from './support/fixtures';

/**
 * What `expression` says in the tab's document once it says anything (not null), asked over a
 * session of its own: Puppeteer's page object loses its frame as a prerendered document is swapped
 * in, and a session opened as the documents change over may never answer, so each look has its own.
 */
async function look<T>(page: Page, expression: string): Promise<T> {
  for (let tries = 0; tries < 50; tries += 1) {
    const session = await page.target().createCDPSession();
    const answer = await Promise.race([
      session.send('Runtime.evaluate', { expression, returnByValue: true }),
      wait(1000).then(() => null),
    ]).catch(() => null);
    await session.detach().catch(() => {});
    if (answer?.result.value != null) return answer.result.value as T;
    await wait(100);
  }
  throw new Error(`The page never answered ${expression}`);
}

/**
 * What the page shown at last says of its start: whether it was prerendered, and the scripts it
 * fetched before it was shown and in all.
 */
function shownPage(page: Page, path: string) {
  return look<{ activationStart: number; scriptsBeforeShown: string[]; scriptsInAll: number }>(
    page,
    `(() => {
      if (location.pathname !== ${JSON.stringify(path)} || document.readyState !== 'complete') return null;
      const [navigation] = performance.getEntriesByType('navigation');
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
      return {
        activationStart: navigation.activationStart,
        scriptsBeforeShown: scripts
          .filter((entry) => entry.startTime < navigation.activationStart)
          .map((entry) => entry.name),
        scriptsInAll: scripts.length,
      };
    })()`,
  );
}

/**
 * Runs `visit` with Chromium's whole browser under Puppeteer, past the disclaimer: on a phone
 * (touch, no hover), or at a desk (a mouse).
 */
async function inChromium(
  device: 'on a phone' | 'at a desk',
  visit: (page: Page, browser: Browser) => Promise<void>,
) {
  const chromium = findBrowser('browser');
  test.skip(!chromium, 'needs the whole Chromium browser');
  const browser = await puppeteer.launch({
    executablePath: chromium?.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...MOUSE_ARGS, '--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    if (device === 'on a phone') {
      await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    }
    await page.evaluateOnNewDocument((key) => localStorage.setItem(key, 'true'), DISCLAIMER_KEY);
    await visit(page, browser);
  } finally {
    await browser.close();
  }
}

/** The footer's link to /fixed-income, scrolled into view: where a finger touches it. */
async function footerLinkCentre(page: Page) {
  const link = await page.waitForSelector('footer a[href="/fixed-income"]');
  await link?.scrollIntoView();
  const box = await link?.boundingBox();
  if (!box) throw new Error('The footer has no visible link to /fixed-income');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a touched link’s page comes from the HTML fetched ahead of the press, not prerendered', async ({
  baseURL,
}) => {
  await inChromium('on a phone', async (page) => {
    await page.goto(`${baseURL}/privacy-policy`);
    const { x, y } = await footerLinkCentre(page);
    await page.touchscreen.tap(x, y);
    const delivered = await look<{ type: string; activationStart: number }>(
      page,
      `location.pathname === '/fixed-income' && document.readyState === 'complete'
        ? (([entry]) => ({ type: entry.deliveryType, activationStart: entry.activationStart }))(
            performance.getEntriesByType('navigation'))
        : null`,
    );
    expect(delivered).toEqual({ type: 'navigational-prefetch', activationStart: 0 });
  });
});

test('waits 3 s with the mouse resting on a link: its page, prerendered, starts its code only once shown', async ({
  baseURL,
}) => {
  await inChromium('at a desk', async (page) => {
    await page.goto(`${baseURL}/privacy-policy`);
    const { x, y } = await footerLinkCentre(page);
    await page.mouse.move(x, y);
    // Long enough for a page that started its code while prerendered to have started it.
    await wait(3000);
    await page.mouse.click(x, y).catch((error: unknown) => {
      // The prerendered page swapped in on the press closes the target the release was sent to.
      if (!/Target closed/.test(String(error))) throw error;
    });

    const shown = await shownPage(page, '/fixed-income');
    expect(
      shown.activationStart,
      'the page was prerendered from the pointer’s rest, seconds before it was shown',
    ).toBeGreaterThan(2000);
    expect(shown.scriptsBeforeShown).toEqual([]);
    // Shown, it starts as any page does.
    await expect
      .poll(async () => (await shownPage(page, '/fixed-income')).scriptsInAll)
      .toBeGreaterThan(0);
  });
});

test('every page of content may be fetched or prerendered ahead; never an enquiry’s outcome, a query or the function', async ({
  page,
}) => {
  await page.goto('/fixed-income');
  const origin = new URL(page.url()).origin;
  const matched = await page.evaluate(
    ({ urls, origin }) => {
      type Rule = { where: { href_matches: string[] } };
      // The page's own, and the prerender rules its first script adds where the pointer hovers.
      const rules = [...document.querySelectorAll('script[type=speculationrules]')].flatMap(
        (element) => {
          const set = JSON.parse(element.textContent ?? '{}') as Record<string, Rule[]>;
          return [...(set.prefetch ?? []), ...(set.prerender ?? [])];
        },
      );
      const patterns = rules.flatMap((rule) =>
        rule.where.href_matches.map((pattern) => new URLPattern(pattern, origin)),
      );
      return urls.filter((url) => patterns.some((pattern) => pattern.test(url)));
    },
    {
      origin,
      urls: [
        ...CONTENT_PATHS.map((path) => `${origin}${path}`),
        `${origin}/#services`,
        ...ENQUIRY_OUTCOME_PATHS.map((path) => `${origin}${path}`),
        `${origin}/fixed-income?page=2`,
        `${origin}/functions/v1/send-form-submission`,
      ],
    },
  );
  expect(matched).toEqual([
    ...CONTENT_PATHS.map((path) => `${origin}${path}`),
    `${origin}/#services`,
  ]);
});

test('once the code runs, its router answers the links and nothing more is prerendered for them', async ({
  page,
}) => {
  await page.goto('/');
  const ruleSets = () =>
    page
      .locator('script[type="speculationrules"]')
      .evaluateAll((all) => all.map((rules) => Object.keys(JSON.parse(rules.textContent ?? ''))));
  // The test's browser has a pointer that hovers.
  await expect.poll(ruleSets).toEqual([['prefetch'], ['prerender']]);
  await startTheCode(page);
  await expect.poll(ruleSets).toEqual([['prefetch']]);
});

test('a link pressed on a slow phone connection opens the next page', async ({ page }) => {
  const client = await page.context().newCDPSession(page);
  await page.goto('/');
  // The Lighthouse mobile profile's connection: 150 ms round trip, 1.6 Mbps down.
  await client.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Capital Raising' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/capital/i);
  await expect(page).toHaveURL(/\/capital-raising$/);
});

test('a link cross-fades to its page; Back shows the page left at once, with no transition', async ({
  page,
}) => {
  // What each page, as it is shown, says of the view transition that shows it.
  await page.addInitScript(() =>
    addEventListener('pagereveal', (event) => {
      (window as { revealedBy?: string }).revealedBy = event.viewTransition
        ? 'a view transition'
        : 'no transition';
    }),
  );
  const revealedBy = () => page.evaluate(() => (window as { revealedBy?: string }).revealedBy);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Fixed Income' }).click();
  await expect(page).toHaveURL(/\/fixed-income$/);
  await expect.poll(revealedBy).toBe('a view transition');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(revealedBy).toBe('no transition');
});
