/**
 * A fault in our code is shown; only the network is waited out (src/runtime/download.ts). The
 * news on `/` is a part whose code comes as it comes near: here its module either throws once it
 * has come whole, or its file is lost once on the way.
 */
import type { Page, Route } from '@playwright/test';
import { filesToRun } from './support/built-code';
import { expect, test } from './support/fixtures';
import { LOST_SCRIPT_CONSOLE_ERROR } from './support/lost-downloads';
import { NEWS_COMES_MS } from './support/news';
import { FIRST_RETRY_MS } from '../src/runtime/download';

const FAULT = 'a fault in the news section’s own code';

/** The news section's own file, the module its part imports (the rest of its chain is shared). */
async function newsSectionFile(): Promise<string> {
  const [file] = await filesToRun(['src/features/news/news-section.tsx']);
  return file!;
}

/** Answers every request for `file` with `answer`, and counts them. */
async function routeFile(page: Page, file: string, answer: (route: Route, nth: number) => unknown) {
  let asked = 0;
  await page.route(`**${file}`, (route) => answer(route, ++asked));
  return () => asked;
}

test.describe('a part whose module throws once its files are in', () => {
  test.use({ expectedConsoleError: new RegExp(FAULT) });

  test('shows the error screen, says why once in the console, and is not fetched again', async ({
    page,
    consoleErrors,
  }) => {
    const asked = await routeFile(page, await newsSectionFile(), async (route) => {
      const code = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'text/javascript',
        body: `throw new Error(${JSON.stringify(FAULT)});\n${code}`,
      });
    });
    await page.goto('/');
    await page.locator('#insights').scrollIntoViewIfNeeded();

    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible({
      timeout: NEWS_COMES_MS,
    });
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    const askedWhenShown = asked();
    // Past the first pause a download's retry would take: nothing asks for the file again.
    await page.waitForTimeout(FIRST_RETRY_MS * 2);
    expect(asked()).toBe(askedWhenShown);
    expect(consoleErrors.filter((text) => text.includes(FAULT))).toHaveLength(1);
  });
});

test.describe('a part whose file is lost once on the way', () => {
  test.use({ expectedConsoleError: LOST_SCRIPT_CONSOLE_ERROR });

  test('still comes, with no error screen', async ({ page, consoleErrors }) => {
    const asked = await routeFile(page, await newsSectionFile(), (route, nth) =>
      nth === 1 ? route.abort('connectionreset') : route.fallback(),
    );
    await page.goto('/');
    const insights = page.locator('#insights');
    await insights.scrollIntoViewIfNeeded();

    await expect(insights.getByRole('article')).toHaveCount(9, {
      timeout: NEWS_COMES_MS + FIRST_RETRY_MS,
    });
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(asked()).toBeGreaterThanOrEqual(2);
    expect(consoleErrors.filter((text) => !LOST_SCRIPT_CONSOLE_ERROR.test(text))).toEqual([]);
  });
});
