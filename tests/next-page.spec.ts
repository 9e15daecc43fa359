/**
 * The next page, ready before the press where Chromium can: every page's speculation rules
 * (src/app/speculation-rules.ts) prerender a page of the site once a link to it is touched or
 * rests under the pointer, and a prerendered page starts none of its code until it is shown
 * (src/runtime/when-shown.ts). Chromium prerenders only for automation attached through the tab,
 * as Puppeteer is, not to each page, as Playwright is: the prerendering test drives the whole
 * browser with Puppeteer.
 */
import { setTimeout as wait } from 'node:timers/promises';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findBrowser } from '../scripts/testing/browser';
import { CONTENT_PATHS, ENQUIRY_OUTCOME_PATHS } from '../src/app/site-paths';
import { DISCLAIMER_KEY, expect, test } from './support/fixtures';

/**
 * What the page shown at last says of its start: whether it was prerendered, and the scripts it
 * fetched before it was shown and in all. Asked over a session of its own: Puppeteer's page object
 * loses its frame as the prerendered document is swapped in.
 */
async function shownPage(page: Page, path: string) {
  const expression = `(() => {
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
  })()`;
  for (let tries = 0; tries < 50; tries += 1) {
    // A session opened as the documents change over may never answer: each look has its own.
    const session = await page.target().createCDPSession();
    const answer = await Promise.race([
      session.send('Runtime.evaluate', { expression, returnByValue: true }),
      wait(1000).then(() => null),
    ]).catch(() => null);
    await session.detach().catch(() => {});
    if (answer?.result.value) {
      return answer.result.value as {
        activationStart: number;
        scriptsBeforeShown: string[];
        scriptsInAll: number;
      };
    }
    await wait(100);
  }
  throw new Error(`${path} was not shown`);
}

test('waits 3 s on a touched link: the page it prerenders starts its code only once shown', async ({
  baseURL,
}) => {
  const chromium = findBrowser('browser');
  test.skip(!chromium, 'needs the whole Chromium browser');
  const browser = await puppeteer.launch({
    executablePath: chromium?.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, '--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument((key) => localStorage.setItem(key, 'true'), DISCLAIMER_KEY);
    await page.goto(`${baseURL}/privacy-policy`);
    const link = await page.waitForSelector('footer a[href="/fixed-income"]');
    await link?.scrollIntoView();
    const box = await link?.boundingBox();
    if (!box) throw new Error('The footer has no visible link to /fixed-income');
    await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
    // Long enough for a page that started its code while prerendered to have started it.
    await wait(3000);
    await page.touchscreen.touchEnd();

    const shown = await shownPage(page, '/fixed-income');
    expect(shown.activationStart, 'the page was prerendered').toBeGreaterThan(0);
    expect(shown.scriptsBeforeShown).toEqual([]);
    // Shown, it starts as any page does.
    await expect
      .poll(async () => (await shownPage(page, '/fixed-income')).scriptsInAll)
      .toBeGreaterThan(0);
  } finally {
    await browser.close();
  }
});

test('every page of content may be prerendered; never an enquiry’s outcome, a query or the function', async ({
  page,
}) => {
  await page.goto('/fixed-income');
  const origin = new URL(page.url()).origin;
  const matched = await page.evaluate(
    ({ urls, origin }) => {
      const rules = JSON.parse(
        document.querySelector('script[type=speculationrules]')?.textContent ?? '{}',
      ) as { prerender?: Array<{ where: { href_matches: string[] } }> };
      const patterns = (rules.prerender ?? []).flatMap((rule) =>
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
