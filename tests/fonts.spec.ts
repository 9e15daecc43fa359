/**
 * The site's typefaces on every page, and never a reflow (decision 0048): the first screen's two
 * faces are preloaded and swapped in when they come; until then the text is set in a platform font
 * scaled to their metrics. What the browser painted is read from Chromium itself (the fonts it set
 * the text in), not from the stylesheet, which names the site's fonts whether or not they came.
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

/** Once every face the page asked for is in, or has failed. */
const fontsSettled = (page: Page) =>
  page.evaluate(() => document.fonts.ready.then(() => undefined));

for (const path of ['/', '/fixed-income']) {
  test(`a first visit to ${path} paints its headings and text in the site's fonts`, async ({
    page,
  }) => {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    await fontsSettled(page);
    expect((await paintedIn(page, heading)).join()).toMatch(/^Cormorant Garamond/);
    const text = page.locator('main p').filter({ visible: true }).first();
    expect((await paintedIn(page, text)).join()).toMatch(/^Inter/);
  });
}

/** How wide an element's words are, over all their lines. */
const wordsWidth = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].reduce((sum, line) => sum + line.width, 0);
  });

/** Holds back the faces whose files match `files` until the returned function lets them come. */
async function holdBack(page: Page, files: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('faces that come late are painted in their fallback first, then swapped in without moving anything', async ({
  page,
}) => {
  // A phone's window, where the heading takes two lines.
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdBack(
    page,
    /\/assets\/(cormorant-garamond-latin-600|inter-latin-wght)-[\w-]+\.woff2$/,
  );
  // Not to its load, which waits for the fonts.
  await page.goto('/fixed-income', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // As first painted: the platform's serif, scaled to the face (Liberation Serif on Linux).
  expect((await paintedIn(page, heading)).join()).not.toMatch(/Cormorant/);
  const before = await heading.boundingBox();
  const widthBefore = await wordsWidth(heading);
  const text = page.locator('main p').filter({ visible: true }).first();
  const textBefore = await text.boundingBox();

  release();
  await expect.poll(async () => (await paintedIn(page, heading)).join()).toMatch(/^Cormorant/);
  await fontsSettled(page);
  expect((await paintedIn(page, text)).join()).toMatch(/^Inter/);
  expect(await heading.boundingBox()).toEqual(before);
  expect((await wordsWidth(heading)) / widthBefore).toBeCloseTo(1, 1);
  expect((await text.boundingBox())?.height).toBe(textBefore?.height);
  expect(await layoutShifts(page)).toBeLessThan(0.01);
});

test.describe('a first visit to the disclaimer', () => {
  test.use({ disclaimerAccepted: false });

  test('text of every weight keeps its lines when Inter comes late: the disclaimer on a phone', async ({
    page,
  }) => {
    // Its intro is in Inter's 500, its section titles in 700: each weight has a fallback of its own.
    await page.setViewportSize({ width: 412, height: 823 });
    const release = await holdBack(page, /\/assets\/inter-latin-wght-[\w-]+\.woff2$/);
    await page.goto('/disclaimer', { waitUntil: 'domcontentloaded' });
    const intro = page
      .getByRole('main')
      .getByText('Please read the following information carefully');
    await expect(intro).toBeVisible();
    expect((await paintedIn(page, intro)).join()).not.toMatch(/Inter/);
    const sectionTitle = page.getByRole('heading', { level: 2 }).last();
    const before = { intro: await intro.boundingBox(), title: await sectionTitle.boundingBox() };

    release();
    await expect.poll(async () => (await paintedIn(page, intro)).join()).toMatch(/^Inter/);
    await fontsSettled(page);
    expect({ intro: await intro.boundingBox(), title: await sectionTitle.boundingBox() }).toEqual(
      before,
    );
  });
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
