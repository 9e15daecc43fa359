/**
 * What the outbox specs share: how their pages are set up, and what a visitor does with an enquiry
 * while the connection is gone.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { enquiryForm, fillContactForm, outboxButton } from './enquiries';
import { waitUntilLoaded } from './fixtures';

/** The options of every outbox test (`test.use`). */
export const OUTBOX_TEST_OPTIONS = {
  // As visitors have it: the service worker (where the build has one) controls the page, and
  // the page's requests pass through it. Playwright's blocking of workers also intercepts
  // requests, and then lets a request the offline emulation had failed reach the server later.
  serviceWorkers: 'allow',
  // Sending with no connection, or to a failing server, is what these tests do; the browser logs
  // each such request as an error.
  expectedConsoleError:
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of (500|422|409)|Error sending message/,
} as const;

/** Fills in a contact form and sends it while the device is offline. */
export async function sendWhileOffline(page: Page, context: BrowserContext, email: string) {
  const form = enquiryForm(page);
  await waitUntilLoaded(form);
  await fillContactForm(form, email);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Message saved on this device')).toBeVisible();
  await expect(
    page.getByText('It will be sent automatically when the connection returns.', { exact: false }),
  ).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 enquiry waiting to send');
}

/**
 * Whether a service worker controls the page, waiting a while for one to install. Without one a
 * page cannot open offline, so the restart test takes the other road to the same outcome.
 *
 * The worker registers once the page's code runs, and its install then fetches the whole
 * precache (about 4 s on an idle machine, three times that on a busy one), so the wait is long; a
 * worker that never comes still ends it.
 */
export async function workerControls(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const workers = navigator.serviceWorker;
    if (!workers) return false;
    const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(resolve, ms, null));
    if (!(await Promise.race([workers.ready, timeout(40_000)]))) return false;
    if (workers.controller) return true;
    await Promise.race([
      new Promise((resolve) => workers.addEventListener('controllerchange', resolve)),
      timeout(5_000),
    ]);
    return Boolean(workers.controller);
  });
}

/**
 * Lets the page's replay timer run a few times: the span over which a test claims that nothing
 * gets through (the claim is about time; no event would come to end the wait sooner).
 */
export async function waitAWhile(page: Page) {
  await page.waitForTimeout(2500);
}
