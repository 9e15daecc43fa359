import { fillContactForm, storedEnquiriesFrom, uniqueEmail } from './support/enquiries';
import { expect, test, waitUntilLoaded } from './support/fixtures';
import {
  failEachScriptOnce,
  LOST_SCRIPT_CONSOLE_ERROR,
  watchForErrorScreen,
} from './support/lost-downloads';

/**
 * How long a part's code may take to come: every file fails once, and the browser learns of a
 * module's own imports only once it has it, so a part whose files are three imports deep fails
 * three times, and its retry waits longer each time (2 s, 4 s, 8 s: src/runtime/download.ts).
 */
const CODE_COMES_MS = 90_000;

// A first visit: the default project blocks the service worker, so nothing of the site is cached
// and every piece of code comes over the connection, on demand.
test.use({
  // The browser reports each script whose connection was reset. The page's own retries say so
  // with console.warn, which the fixture lets pass; an error screen's console.error fails the test.
  expectedConsoleError: LOST_SCRIPT_CONSOLE_ERROR,
});

test('every on-demand script that fails once is fetched again: no error screen, and the menu, news and forms work once their code comes', async ({
  page,
}) => {
  // The app's code, then the news's, then the form's, each with its pauses.
  test.setTimeout(4 * CODE_COMES_MS);
  const scriptsNotFetchedAgain = await failEachScriptOnce(page);
  const errorScreenSeen = await watchForErrorScreen(page);
  const email = uniqueEmail('first-visit-lost-scripts');

  await page.goto('/');

  // The menu, from its button: the visitor reaching for it is what asks for the app's code.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menuButton.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  // The news, scrolled to: its code and the feed come as it comes near.
  const insights = page.locator('#insights');
  await insights.scrollIntoViewIfNeeded();
  await expect(insights.getByRole('article')).toHaveCount(9, { timeout: CODE_COMES_MS });
  await expect(
    insights.getByRole('heading', { name: 'Bank of England holds rates as gilt yields fall' }),
  ).toBeVisible();

  // The contact form, once its code has it (no longer busy): filled in and sent, told in a toast.
  const form = page.getByRole('form', { name: 'Contact Form enquiry' });
  await expect(async () => waitUntilLoaded(form)).toPass({ timeout: CODE_COMES_MS });
  await fillContactForm(form, email);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible({
    timeout: CODE_COMES_MS,
  });
  await expect(form.getByLabel('First name')).toHaveValue('');
  expect(await storedEnquiriesFrom(email)).toHaveLength(1);

  // The menu still opens and closes, now that the app has the page.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Every script that failed was asked for again, and came (the worker's registration too, whose
  // attempt waits for the page's first moves and then for its own pause).
  await expect.poll(scriptsNotFetchedAgain, { timeout: CODE_COMES_MS }).toEqual([]);
  expect(await errorScreenSeen(), 'the error screen, or a reload, was never shown').toEqual([]);
});
