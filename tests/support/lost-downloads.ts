import type { Page } from '@playwright/test';

/** What the browser says of a script whose connection was reset (see failEachScriptOnce). */
export const LOST_SCRIPT_CONSOLE_ERROR = /net::ERR_CONNECTION_RESET/;

/**
 * Makes each of the site's scripts fail the first time the page asks for it, as a packet lost on
 * a poor connection does (the connection is reset), and come normally every time after. Resolves
 * a function listing the scripts that failed and have not come since: once the page has tried
 * every one again, none.
 */
export async function failEachScriptOnce(page: Page): Promise<() => string[]> {
  const failed = new Set<string>();
  const cameAfter = new Set<string>();
  page.on('requestfinished', (request) => {
    if (failed.has(request.url())) cameAfter.add(request.url());
  });
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    if (failed.has(url)) return route.fallback();
    failed.add(url);
    await route.abort('connectionreset');
  });
  return () => [...failed].filter((url) => !cameAfter.has(url)).map((url) => new URL(url).pathname);
}

/** The error screen's words (src/content/errors.ts), which a failed download must never bring. */
const ERROR_SCREEN_TEXT = ['Unexpected Application Error!', 'Something went wrong'];

/**
 * Watches the page, from its first byte, for the error screen, and for the page loading itself
 * again (a router's answer to a missing chunk). Resolves a function saying what the visitor saw
 * of either so far: each of the error screen's phrases that came, and each load after the first.
 */
export async function watchForErrorScreen(page: Page): Promise<() => Promise<string[]>> {
  // Documents loaded, not navigations: the router's own history entries are navigations too.
  const loads: string[] = [];
  page.on('domcontentloaded', () => loads.push(page.url()));
  await page.addInitScript((texts) => {
    const seen: string[] = [];
    (window as unknown as { errorScreenSeen: string[] }).errorScreenSeen = seen;
    const look = () => {
      const shown = document.body?.textContent ?? '';
      for (const text of texts) if (shown.includes(text) && !seen.includes(text)) seen.push(text);
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, ERROR_SCREEN_TEXT);
  return async () => {
    const seen = await page.evaluate(
      () => (window as unknown as { errorScreenSeen: string[] }).errorScreenSeen,
    );
    return [...seen, ...loads.slice(1).map((url) => `the page loaded again: ${url}`)];
  };
}
