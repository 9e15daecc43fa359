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
import { explainedBy } from './support/failure-explained';
import {
  ENQUIRY_OUTBOX,
  OUTBOX_ITEMS_STORE,
  SYNC_RETRY_REASON,
} from '../src/features/enquiries/enquiry-settings';
import { NEWS_REFRESH_TAG } from '../src/features/pwa/news-refresh';
import {
  ENQUIRY_PAGE,
  fillCapitalRaisingForm,
  keepContactEnquiryOffline,
  outboxButton,
  recordSenders,
  storedEnquiriesFrom as rowsFor,
  uniqueEmail,
  untilAWorkerControls,
} from './support/enquiries';
import { expect, test, waitUntilLoaded } from './support/fixtures';
import { untilFadedIn } from './support/motion';
import { siteContent } from './support/site-content';
import { fireInWorker } from './support/worker-events';

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

declare global {
  /** Each time the page asked the browser's notification question. */
  var permissionAsks: number | undefined;
}

/**
 * The browser's notification question as the visitor meets it: each ask is counted, and answered
 * Allow once the test grants the permission, as the visitor pressing Allow would. Nothing grants
 * it beforehand, so a notification can only come of an ask.
 */
function recordPermissionAsks() {
  globalThis.permissionAsks = 0;
  Notification.requestPermission = () => {
    globalThis.permissionAsks = (globalThis.permissionAsks ?? 0) + 1;
    return new Promise((resolve) => {
      const answered = () =>
        Notification.permission === 'granted' ? resolve('granted') : setTimeout(answered, 50);
      answered();
    });
  };
}
const permissionAsks = (page: Page) => page.evaluate(() => globalThis.permissionAsks);

/** Opens the contact form's page with the browser's question recorded, not yet asked. */
async function openFormAskingNothingYet(page: Page) {
  await page.addInitScript(recordPermissionAsks);
  await page.goto(ENQUIRY_PAGE);
}

/** How many badges the worker has shown so far: it shows one last at the end of every sync. */
const badgesShownBy = (worker: Worker) =>
  worker.evaluate(() => globalThis.badgesShown?.length ?? 0);

/**
 * What the worker's outbox still holds, each enquiry's status, tries and last failure: for a test
 * whose enquiries did not all arrive to say why.
 */
const outboxHeldBy = (worker: Worker) =>
  worker.evaluate(
    ({ database, store }) =>
      new Promise<string>((resolve) => {
        const opened = indexedDB.open(database);
        opened.onerror = () => resolve(String(opened.error));
        opened.onsuccess = () => {
          const read = opened.result.transaction(store).objectStore(store).getAll();
          read.onerror = () => resolve(String(read.error));
          read.onsuccess = () => {
            const kept = read.result as { status: string; attempts: number; lastError: unknown }[];
            const held = kept.map(({ status, attempts, lastError }) => ({
              status,
              attempts,
              lastError,
            }));
            resolve(JSON.stringify(held));
          };
        };
      }),
    { database: ENQUIRY_OUTBOX, store: OUTBOX_ITEMS_STORE },
  );

/** Fires the worker's outbox sync, and waits until it has ended (its last badge shown). */
async function syncToTheEnd(worker: Worker, blank: Page, baseURL: string) {
  const before = await badgesShownBy(worker);
  await fireInWorker(blank, baseURL, { sync: ENQUIRY_OUTBOX });
  await expect.poll(() => badgesShownBy(worker)).toBeGreaterThan(before);
}

/** The worker a test watched, whose unhandled rejections fail it (afterEach below). */
let watchedWorker: Worker | undefined;

/** Records, in the worker, each promise rejection nothing handled. */
function recordUnhandledRejections() {
  // The worker's own scope, typed by what is used of it: the tests are typed as for a page.
  const scope = self as unknown as EventTarget & { unhandled?: string[] };
  scope.unhandled = [];
  scope.addEventListener('unhandledrejection', (event) => {
    scope.unhandled?.push(String((event as PromiseRejectionEvent).reason));
  });
}

test.afterEach(async () => {
  const worker = watchedWorker;
  watchedWorker = undefined;
  if (!worker) return;
  const unhandled = await worker
    .evaluate(() => (self as unknown as { unhandled?: string[] }).unhandled ?? [])
    .catch(() => []); // a worker the browser has since stopped can no longer be asked
  // Less the one the worker gives on purpose: a sync that leaves enquiries waiting rejects, so the
  // browser tries it again later; Chromium reports that as unhandled too.
  const faults = unhandled.filter((reason) => reason !== `Error: ${SYNC_RETRY_REASON}`);
  expect(faults, 'promise rejections left unhandled in the service worker').toEqual([]);
});

/** The site's service worker, once it controls `page`, watched for unhandled rejections. */
async function controllingWorker(page: Page, context: BrowserContext): Promise<Worker> {
  await untilAWorkerControls(page);
  const [worker] = context.serviceWorkers();
  expect(worker, 'Playwright sees the worker').toBeDefined();
  await worker!.evaluate(recordUnhandledRejections);
  watchedWorker = worker;
  return worker!;
}

/**
 * A contact enquiry kept offline by a page the worker controls and that has asked nothing yet:
 * its toast, which offers to tell when it is sent.
 */
async function keptOfferingTheNotice(page: Page, context: BrowserContext, emailName: string) {
  await openFormAskingNothingYet(page);
  await controllingWorker(page, context);
  return keepContactEnquiryOffline(page, context, uniqueEmail(emailName));
}

/** Sends the capital raising form offline; returns its thank-you, which says it was kept. */
async function keepCapitalRaisingOffline(page: Page, context: BrowserContext, email: string) {
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  await waitUntilLoaded(form);
  await fillCapitalRaisingForm(form, email);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'SUBMIT ENQUIRY' }).click();
  return page.locator('.thank-you');
}

/**
 * With every page of the site closed, the connection back and the worker alone to send: Chromium
 * fires its own sync as the connection returns, met here by a server out of reach (as in
 * outbox-background-sync.spec.ts), then the browser's retry is fired through the DevTools protocol.
 */
async function workerSendsAlone(context: BrowserContext, baseURL: string) {
  const sentBy = recordSenders(context);
  await context.setOffline(false);
  const blank = await context.newPage();
  // Chromium fires its own sync as the connection returns only some of the time: this one is
  // sure. When both run, each enquiry is still sent once (each is locked while it is sent).
  await fireInWorker(blank, baseURL, { sync: ENQUIRY_OUTBOX });
  return { blank, sentBy };
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
  const first = await keepContactEnquiryOffline(page, context, emails[0]!);
  await expect.poll(() => lastBadge(page)).toBe(1);
  // Answered, so that the second confirmation is an ordinary one.
  await first.getByRole('button', { name: sentNotificationCopy.decline }).click();
  await expect(first).toBeHidden();

  await keepContactEnquiryOffline(page, context, emails[1]!);
  await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 2 enquiries waiting to send');
  await expect.poll(() => lastBadge(page)).toBe(2);

  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveCount(0);
  await expect.poll(() => lastBadge(page)).toBe(0);
  for (const email of emails) expect(await rowsFor(email)).toHaveLength(1);
});

/** Holds the app's code back from `page` for good: what it shows, the starter alone did. */
const withoutTheApp = (page: Page) =>
  page.route(/\/assets\/start-app-[^/]+\.js$/, (route) => route.abort());

test('every page puts the badge right as it opens, without the app’s code: cleared for an empty outbox, counted for a kept enquiry', async ({
  page,
  context,
}) => {
  // A badge left behind (a background send that failed, site data cleared since): the next page
  // clears it, though an empty outbox never loads the app.
  await page.addInitScript(recordBadges);
  await withoutTheApp(page);
  await page.goto('/privacy-policy');
  await expect.poll(() => lastBadge(page)).toBe(0);

  // One kept offline by the form, then a page that does not load the app counts it. The form opens
  // once the worker controls the first page: one whose navigation began while the worker was still
  // activating would stay uncontrolled, as clients.claim() takes only pages already running.
  await untilAWorkerControls(page);
  const form = await context.newPage();
  await form.goto(ENQUIRY_PAGE);
  await controllingWorker(form, context);
  await keepContactEnquiryOffline(form, context, uniqueEmail('badge-every-page'));
  await page.reload();
  await expect.poll(() => lastBadge(page)).toBe(1);
});

test('once the form’s code runs, two kept offline and the offer accepted: every page closed, the worker sends them, counts the badge down and tells both, once', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // a worker to install, and a pause
  const { sentNotificationCopy } = await copy();
  const emails = [uniqueEmail('sent-notification-1'), uniqueEmail('sent-notification-2')];
  await page.addInitScript(recordBadges);
  await openFormAskingNothingYet(page);
  const worker = await controllingWorker(page, context);
  await worker.evaluate(recordBadges);

  const toast = await keepContactEnquiryOffline(page, context, emails[0]!);
  await toast.getByRole('button', { name: sentNotificationCopy.accept }).click();
  // Accept is what asks: the browser's question comes of the press, and is answered Allow.
  await expect.poll(() => permissionAsks(page)).toBe(1);
  await context.grantPermissions(['notifications']);
  await expect(toast).toBeHidden();
  await keepContactEnquiryOffline(page, context, emails[1]!);
  await expect.poll(() => lastBadge(page)).toBe(2);

  await page.close();
  expect(context.pages()).toEqual([]);
  const offline = await badgesShownBy(worker);
  const { blank, sentBy } = await workerSendsAlone(context, baseURL!);
  for (const email of emails) {
    await expect
      .poll(() => rowsFor(email), { timeout: 20_000 })
      .toHaveLength(1)
      .catch(explainedBy(async () => `The worker's outbox holds ${await outboxHeldBy(worker)}`));
  }
  expect(sentBy).toEqual(['worker', 'worker']);
  // Counted down as each went, and cleared once both had gone.
  await expect
    .poll(async () => {
      const since = (await worker.evaluate(() => globalThis.badgesShown))?.slice(offline) ?? [];
      return { countedOne: since.includes(1), last: since.at(-1) };
    })
    .toEqual({ countedOne: true, last: 0 });
  const told = { title: sentNotificationCopy.title, body: sentNotificationCopy.body(2) };
  await expect.poll(() => notificationsShown(worker)).toEqual([told]);

  // Once: with the notification put away, a sync that sends nothing tells nothing.
  await worker.evaluate(async () => {
    const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
    for (const shown of await registration.getNotifications()) shown.close();
  });
  await syncToTheEnd(worker, blank, baseURL!);
  expect(await notificationsShown(worker)).toEqual([]);
  for (const email of emails) expect(await rowsFor(email)).toHaveLength(1);
});

test('once the form’s code runs, the offer in the toast has no WCAG 2.2 A/AA violations; declined, the browser is never asked, and no second question', async ({
  page,
  context,
}) => {
  const { sentNotificationCopy } = await copy();
  const first = await keptOfferingTheNotice(page, context, 'declined-notification');
  const offer = [
    first.getByRole('button', { name: sentNotificationCopy.accept }),
    first.getByRole('button', { name: sentNotificationCopy.decline }),
  ];
  for (const button of offer) await expect(button).toBeVisible();
  await untilFadedIn(first);
  const results = await new AxeBuilder({ page })
    .include('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await offer[1]!.click();
  await expect(first).toBeHidden();
  expect(await permissionAsks(page)).toBe(0);

  // A second kept enquiry, in a new page: confirmed, and asked nothing.
  await page.reload();
  const second = await keepContactEnquiryOffline(
    page,
    context,
    uniqueEmail('declined-notification-2'),
  );
  for (const name of [sentNotificationCopy.accept, sentNotificationCopy.decline]) {
    await expect(second.getByRole('button', { name })).toHaveCount(0);
  }
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
});

test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('once the form’s code runs, the offer in the toast reads across the toast, its two buttons under the sentence', async ({
    page,
    context,
  }) => {
    const { sentNotificationCopy } = await copy();
    const toast = await keptOfferingTheNotice(page, context, 'offer-layout');
    await untilFadedIn(toast);
    const sentence = await toast
      .getByText('We could not reach our server', { exact: false })
      .boundingBox();
    const toastBox = await toast.boundingBox();
    expect(sentence && toastBox, 'the sentence and its toast are shown').toBeTruthy();
    // Beside the buttons it had a third of the toast, a word or two a line.
    expect(sentence!.width).toBeGreaterThan(toastBox!.width * 0.75);
    for (const name of [sentNotificationCopy.accept, sentNotificationCopy.decline]) {
      const button = await toast.getByRole('button', { name }).boundingBox();
      expect(button!.y, `${name} is under the sentence`).toBeGreaterThanOrEqual(
        sentence!.y + sentence!.height,
      );
    }
  });
});

test('once the form’s code runs, the capital raising thank-you offers it as a button pair, reached and answered by keyboard, with no WCAG 2.2 A/AA violations', async ({
  page,
  context,
}) => {
  const { sentNotificationCopy } = await copy();
  const thanks = await keepCapitalRaisingOffline(page, context, uniqueEmail('offer-keyboard'));
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

test('once the form’s code runs, the offer goes with its enquiry: the toast’s and the thank-you’s, as soon as the page has sent it', async ({
  page,
  context,
}) => {
  const { sentNotificationCopy } = await copy();
  await page.goto(ENQUIRY_PAGE);
  const toast = await keepContactEnquiryOffline(page, context, uniqueEmail('offer-goes'));
  await expect(toast.getByRole('button', { name: sentNotificationCopy.accept })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Saved enquiry sent')).toBeVisible();
  await expect(toast).toBeHidden();

  const thanks = await keepCapitalRaisingOffline(page, context, uniqueEmail('offer-goes-capital'));
  const offer = thanks.getByRole('group', { name: sentNotificationCopy.question });
  await expect(offer).toBeVisible();
  await context.setOffline(false);
  await expect(offer).toHaveCount(0);
  await expect(thanks.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test('once the form’s code runs, a refused question is answered with where to change it, and never asked again', async ({
  page,
  context,
}) => {
  const { sentNotificationCopy } = await copy();
  // The visitor presses Block: the browser answers the page's question with "denied".
  await page.addInitScript(() => {
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  await page.goto(ENQUIRY_PAGE);
  const toast = await keepContactEnquiryOffline(page, context, uniqueEmail('offer-refused'));
  await toast.getByRole('button', { name: sentNotificationCopy.accept }).click();
  await expect(page.getByText(sentNotificationCopy.refused)).toBeVisible();

  const second = await keepContactEnquiryOffline(page, context, uniqueEmail('offer-refused-2'));
  await expect(second.getByRole('button', { name: sentNotificationCopy.accept })).toHaveCount(0);
});

test('a periodic sync refreshes the cached feed, and the app opened offline three hours later shows the new headlines with their age', async ({
  page,
  context,
  baseURL,
}) => {
  const { newsCopy, pwaCopy } = await copy();
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
  await fireInWorker(blank, baseURL!, { periodicSync: NEWS_REFRESH_TAG });
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
  await expect(insights.getByText(newsCopy.updated('3 hours ago'))).toBeVisible();
});

test('a periodic sync with no feed kept and the feed service out of reach leaves no unhandled rejection in the worker', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/privacy-policy');
  const worker = await controllingWorker(page, context);
  await page.evaluate(() => caches.delete('news-feed-v1'));
  let asked = 0;
  await context.route(e2eNewsFeedUrl(), async (route) => {
    asked += 1;
    await route.abort('connectionrefused');
  });
  const blank = await context.newPage();
  const sync = () => fireInWorker(blank, baseURL!, { periodicSync: NEWS_REFRESH_TAG });
  await sync();
  await expect.poll(() => asked).toBe(1);
  // The worker meets its events in order, and a rejection left unhandled is reported in a task
  // right after it: by the time a second sync asks for the feed, the first's would have been.
  await sync();
  await expect.poll(() => asked).toBe(2);
  const unhandled = await worker.evaluate(
    () => (self as unknown as { unhandled: string[] }).unhandled,
  );
  expect(unhandled).toEqual([]);
});
