/**
 * The installed site behaves like an app, with the real service worker in Chromium: the icon's
 * badge counts the enquiries waiting, a kept enquiry says when it has gone (once, and only to a
 * visitor who asked), and the news is refreshed by Periodic Background Sync for the app opened
 * offline.
 *
 * The badge is read through a stand-in the test puts in place of the Badging API, in the page
 * and in the worker: Chromium keeps no badge for a site that is not installed, and a headless
 * browser cannot install one.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { e2eNewsFeedUrl } from '../scripts/testing/e2e-settings';
import { ENQUIRY_OUTBOX } from '../src/features/enquiries/enquiry-settings';
import { NEWS_REFRESH_TAG } from '../src/features/pwa/news-refresh';
import {
  ENQUIRY_PAGE,
  enquiryForm,
  fillCapitalRaisingForm,
  fillContactForm,
  FUNCTION_URL,
  outboxButton,
  recordSenders,
  storedEnquiriesFrom as rowsFor,
  uniqueEmail,
} from './support/enquiries';
import { expect, test, waitUntilLoaded } from './support/fixtures';
import { siteContent } from './support/site-content';

test.use({
  serviceWorkers: 'allow',
  // Sending with no connection, and the news asked for offline, are what these tests do.
  expectedConsoleError: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Error fetching RSS feed/,
});

const copy = async () => {
  const content = await siteContent();
  const { sentNotificationCopy } = await import('../src/content/sent-notification');
  return { ...content, sentNotificationCopy };
};

/** Each badge the page or the worker showed, last last: a number, or 0 for a cleared one. */
declare global {
  var badgesShown: number[] | undefined;
}

/** The test's stand-in for the Badging API, in a page or a worker: it records what is shown. */
function recordBadges() {
  globalThis.badgesShown = [];
  const record = (count: number) => {
    globalThis.badgesShown?.push(count);
    return Promise.resolve();
  };
  for (const [name, value] of [
    ['setAppBadge', (count?: number) => record(count ?? 0)],
    ['clearAppBadge', () => record(0)],
  ] as const) {
    Object.defineProperty(navigator, name, { value, configurable: true });
  }
}

/** The last badge `target` (a page or the worker) showed. */
function lastBadge(target: Page | Worker): Promise<number | undefined> {
  const read = () => globalThis.badgesShown?.at(-1);
  // One call per type: their evaluate() overloads do not combine into one callable union.
  return 'goto' in target ? target.evaluate(read) : target.evaluate(read);
}

/** The site's service worker, once it controls `page`. */
async function controllingWorker(page: Page, context: BrowserContext): Promise<Worker> {
  const controls = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return true;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
    return true;
  });
  expect(controls, 'a service worker controls the page').toBe(true);
  const [worker] = context.serviceWorkers();
  expect(worker, 'Playwright sees the worker').toBeDefined();
  return worker!;
}

/** Fills in the contact form and sends it offline; returns the toast that confirms it was kept. */
async function sendWhileOffline(page: Page, context: BrowserContext, email: string) {
  const form = enquiryForm(page);
  await waitUntilLoaded(form);
  await fillContactForm(form, email);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({
    hasText: 'Message saved on this device',
  });
  await expect(toast).toBeVisible();
  return toast;
}

/**
 * With every page of the site closed, the connection back and the worker alone to send: Chromium
 * fires its own sync as the connection returns, met here by a server out of reach (as in
 * outbox.spec.ts), then the browser's retry is fired through the DevTools protocol.
 */
async function workerSendsAlone(context: BrowserContext, baseURL: string) {
  const sentBy = recordSenders(context);
  await context.route(FUNCTION_URL, (route) => route.abort('connectionrefused'));
  await context.setOffline(false);
  const blank = await context.newPage();
  await blank.waitForTimeout(2500);
  await context.unroute(FUNCTION_URL);
  sentBy.length = 0;
  await fireInWorker(blank, baseURL, 'ServiceWorker.dispatchSyncEvent', {
    tag: ENQUIRY_OUTBOX,
    lastChance: false,
  });
  return { blank, sentBy };
}

/** Fires a worker event through the DevTools protocol, from `page` (of any origin). */
async function fireInWorker(
  page: Page,
  baseURL: string,
  method: 'ServiceWorker.dispatchSyncEvent' | 'ServiceWorker.dispatchPeriodicSyncEvent',
  params: { tag: string; lastChance?: boolean },
) {
  const devtools = await page.context().newCDPSession(page);
  const origin = new URL(baseURL).origin;
  const registrationId = new Promise<string>((resolve, reject) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    setTimeout(() => reject(new Error(`DevTools named no registration for ${origin}/`)), 10_000);
  });
  await devtools.send('ServiceWorker.enable');
  const id = await registrationId;
  if (method === 'ServiceWorker.dispatchSyncEvent') {
    await devtools.send(method, {
      origin,
      registrationId: id,
      tag: params.tag,
      lastChance: params.lastChance ?? false,
    });
  } else {
    await devtools.send(method, { origin, registrationId: id, tag: params.tag });
  }
}

/** The notifications the worker's registration shows. */
const notificationsShown = (worker: Worker) =>
  worker.evaluate(async () => {
    // The worker's own scope, typed by what is used of it: the tests are typed as for a page.
    const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
    const shown = await registration.getNotifications();
    return shown.map(({ title, body }) => ({ title, body }));
  });

test('once the form’s code runs, the badge counts the enquiries kept offline and clears when the page has sent them', async ({
  page,
  context,
}) => {
  const { sentNotificationCopy } = await copy();
  const emails = [uniqueEmail('badge-1'), uniqueEmail('badge-2')];
  await page.addInitScript(recordBadges);
  await page.goto(ENQUIRY_PAGE);
  await controllingWorker(page, context);
  const first = await sendWhileOffline(page, context, emails[0]!);
  await expect.poll(() => lastBadge(page)).toBe(1);
  // Answered, so that the second confirmation is an ordinary one.
  await first.getByRole('button', { name: sentNotificationCopy.decline }).click();
  await expect(first).toBeHidden();

  await sendWhileOffline(page, context, emails[1]!);
  await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 2 enquiries waiting to send');
  await expect.poll(() => lastBadge(page)).toBe(2);

  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveCount(0);
  await expect.poll(() => lastBadge(page)).toBe(0);
  for (const email of emails) expect(await rowsFor(email)).toHaveLength(1);
});

test('once the form’s code runs, kept offline and the offer accepted: every page closed, the worker sends it, clears the badge and shows one notification, once', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // a worker to install, a pause, and database reads through `npm run enquiries`
  const { sentNotificationCopy } = await copy();
  const email = uniqueEmail('sent-notification');
  await page.addInitScript(recordBadges);
  await page.goto(ENQUIRY_PAGE);
  const worker = await controllingWorker(page, context);
  await worker.evaluate(recordBadges);

  const toast = await sendWhileOffline(page, context, email);
  await expect(toast.getByText(sentNotificationCopy.decline)).toBeVisible();
  // The browser's own question, answered Allow by the visitor.
  await context.grantPermissions(['notifications']);
  await toast.getByRole('button', { name: sentNotificationCopy.accept }).click();
  await expect(toast).toBeHidden();
  await expect.poll(() => lastBadge(page)).toBe(1);

  await page.close();
  expect(context.pages()).toEqual([]);
  const { blank, sentBy } = await workerSendsAlone(context, baseURL!);
  await expect.poll(() => rowsFor(email), { timeout: 20_000 }).toHaveLength(1);
  expect(sentBy).toEqual(['worker']);
  await expect.poll(() => lastBadge(worker)).toBe(0);
  const expected = { title: sentNotificationCopy.title, body: sentNotificationCopy.body(1) };
  await expect.poll(() => notificationsShown(worker)).toEqual([expected]);

  // Once: nothing more comes of it, even when the browser fires the sync again.
  await fireInWorker(blank, baseURL!, 'ServiceWorker.dispatchSyncEvent', { tag: ENQUIRY_OUTBOX });
  await blank.waitForTimeout(2500);
  expect(await notificationsShown(worker)).toEqual([expected]);
  expect(await rowsFor(email)).toHaveLength(1);
});

test('once the form’s code runs, the offer in the toast has no WCAG 2.2 A/AA violations; declined, no notification when the worker sends it, and no second question', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // a worker to install, a pause, and database reads through `npm run enquiries`
  const { sentNotificationCopy } = await copy();
  const email = uniqueEmail('declined-notification');
  await page.goto(ENQUIRY_PAGE);
  const worker = await controllingWorker(page, context);
  const first = await sendWhileOffline(page, context, email);
  const offer = [
    first.getByRole('button', { name: sentNotificationCopy.accept }),
    first.getByRole('button', { name: sentNotificationCopy.decline }),
  ];
  for (const button of offer) await expect(button).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await offer[1]!.click();
  await expect(first).toBeHidden();

  // A second kept enquiry, in a new page: confirmed, and asked nothing.
  await page.reload();
  const second = await sendWhileOffline(page, context, uniqueEmail('declined-notification-2'));
  for (const name of [sentNotificationCopy.accept, sentNotificationCopy.decline]) {
    await expect(second.getByRole('button', { name })).toHaveCount(0);
  }
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  await page.close();
  await workerSendsAlone(context, baseURL!);
  await expect.poll(() => rowsFor(email), { timeout: 20_000 }).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await notificationsShown(worker)).toEqual([]);
});

test('once the form’s code runs, the capital raising thank-you offers it as a button pair, reached and answered by keyboard, with no WCAG 2.2 A/AA violations', async ({
  page,
  context,
}) => {
  const { sentNotificationCopy } = await copy();
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  await waitUntilLoaded(form);
  await fillCapitalRaisingForm(form, uniqueEmail('offer-keyboard'));
  await context.setOffline(true);
  await form.getByRole('button', { name: 'SUBMIT ENQUIRY' }).click();
  const thanks = page.locator('.thank-you');
  await expect(thanks.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(thanks).toBeFocused();
  const offer = thanks.getByRole('group', { name: sentNotificationCopy.question });
  const results = await new AxeBuilder({ page })
    .include('.thank-you')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(offer.getByRole('button', { name: sentNotificationCopy.accept })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(offer.getByRole('button', { name: sentNotificationCopy.decline })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(offer).toHaveCount(0);
  await expect(thanks).toBeFocused();
  // Declined: the browser was never asked.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
});

test('a periodic sync refreshes the cached feed, and the app opened offline three hours later shows the new headlines with their age', async ({
  page,
  context,
  baseURL,
}) => {
  const { insightsCopy, pwaCopy } = await copy();
  const insights = page.locator('#insights');
  await page.goto('/');
  // Installed as a visitor can tell: the whole precache, the news's code included, is stored.
  await expect(page.getByText(pwaCopy.offlineReady)).toBeVisible({ timeout: 30_000 });

  // The feed service has new headlines; the worker alone asks for them.
  const newHeadline = 'Periodic refresh: sterling firms as inflation eases';
  await context.route(e2eNewsFeedUrl(), async (route) => {
    const answer = await route.fetch();
    const feed = (await answer.json()) as { items: { title: string }[] };
    feed.items[0]!.title = newHeadline;
    await route.fulfill({ response: answer, json: feed });
  });
  const blank = await context.newPage();
  await fireInWorker(blank, baseURL!, 'ServiceWorker.dispatchPeriodicSyncEvent', {
    tag: NEWS_REFRESH_TAG,
  });
  await expect
    .poll(() =>
      page.evaluate(async (url) => {
        const kept = await (await caches.open('news-feed-v1')).match(url);
        return kept
          ? ((await kept.json()) as { items: { title: string }[] }).items[0]?.title
          : null;
      }, e2eNewsFeedUrl()),
    )
    .toBe(newHeadline);

  await context.unroute(e2eNewsFeedUrl());
  await context.setOffline(true);
  await page.clock.setFixedTime(Date.now() + 3 * 60 * 60 * 1000 + 60_000);
  await page.reload();
  await insights.scrollIntoViewIfNeeded();
  await expect(insights.getByRole('heading', { name: newHeadline })).toBeVisible();
  await expect(insights.getByText(insightsCopy.updated('3 hours ago'))).toBeVisible();
});
