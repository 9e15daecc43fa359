/**
 * The installed app's background work as the browser itself starts it, in Chromium with the real
 * service worker: the news refresh the site's own code registers for Periodic Background Sync,
 * and the notification that kept enquiries have gone, clicked as a visitor clicks it. Each test
 * has a browser of its own, whose notifications go to a stand-in for the desktop's notification
 * server (tests/support/installed-browser.ts); what tests/installed-app.spec.ts checks of the same
 * features, Playwright's usual browser shows.
 */
import type { Page } from '@playwright/test';
import { e2eNewsFeedUrl } from '../scripts/testing/e2e-settings';
import { ENQUIRY_OUTBOX } from '../src/features/enquiries/enquiry-settings';
import { NEWS_REFRESH_TAG } from '../src/features/pwa/news-refresh';
import {
  ENQUIRY_PAGE,
  keepContactEnquiryOffline,
  storedEnquiriesFrom,
  uniqueEmail,
  untilAWorkerControls,
} from './support/enquiries';
import { expect, tellTheTruthAboutFocus, test } from './support/installed-browser';
import type { ShownNotification } from './support/notification-server';
import { siteContent } from './support/site-content';
import { fireInWorker } from './support/worker-events';

test.use({
  // The news asked for offline, and an enquiry sent with no connection, are what these tests do.
  expectedConsoleError: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Error fetching RSS feed/,
});

/** The periodic syncs the browser holds for the site: its own record of what was registered. */
const periodicSyncTags = (page: Page) =>
  page.evaluate(async () => {
    // Periodic Background Sync is not in TypeScript's DOM types.
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      periodicSync: { getTags(): Promise<string[]> };
    };
    return registration.periodicSync.getTags();
  });

/** The first headline of the feed the worker keeps for the app opened offline. */
const keptHeadline = (page: Page) =>
  page.evaluate(async (url) => {
    const kept = await (await caches.open('news-feed-v1')).match(url);
    return kept ? ((await kept.json()) as { items: { title: string }[] }).items[0]?.title : null;
  }, e2eNewsFeedUrl());

test('installed, the site has the browser refresh its news in the background, and the app opened offline shows the new headlines', async ({
  page,
  context,
  baseURL,
  allowTheSite,
  blankTab,
}) => {
  test.slow(); // a browser of its own to start, the whole precache, and the worker's fetch
  const { pwaCopy } = await siteContent();
  // What Chromium gives an installed site, before its first page: the site's code asks for the
  // refresh only where it is allowed (src/features/pwa/news-refresh.ts).
  await allowTheSite('periodic-background-sync');
  await page.goto('/');
  await expect(page.getByText(pwaCopy.offlineReady)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => periodicSyncTags(page)).toEqual([NEWS_REFRESH_TAG]);

  // The feed service has new headlines; the browser's periodic sync comes, and the worker asks.
  const newHeadline = 'Background refresh: gilts rally as the pound steadies';
  await context.route(e2eNewsFeedUrl(), async (route) => {
    const answer = await route.fetch();
    const feed = (await answer.json()) as { items: { title: string }[] };
    feed.items[0]!.title = newHeadline;
    await route.fulfill({ response: answer, json: feed });
  });
  await fireInWorker(blankTab, baseURL!, { periodicSync: NEWS_REFRESH_TAG });
  await expect.poll(() => keptHeadline(page), { timeout: 30_000 }).toBe(newHeadline);

  await context.unroute(e2eNewsFeedUrl());
  await context.setOffline(true);
  await page.reload();
  const insights = page.locator('#insights');
  await insights.scrollIntoViewIfNeeded();
  await expect(insights.getByRole('heading', { name: newHeadline })).toBeVisible();
});

/**
 * The given of the notification tests: the visitor keeps an enquiry offline and asks to be told
 * when it has gone, closes every page of the site, and the worker sends it alone once the
 * connection is back. Resolves the one notification the desktop was given.
 */
const testToldOfAnEnquiry = test.extend<{ toldOfAnEnquiry: ShownNotification }>({
  toldOfAnEnquiry: async (
    { page, context, baseURL, notifications, allowTheSite, blankTab },
    use,
    testInfo,
  ) => {
    testInfo.slow(); // a worker to install, and a browser of its own
    await siteContent(); // the copy reads the build's settings, which this sets
    const { sentNotificationCopy } = await import('../src/content/sent-notification');
    const email = uniqueEmail('notification-click');
    // The browser's question, answered Allow as soon as the site is allowed (below).
    await page.addInitScript(() => {
      Notification.requestPermission = () =>
        new Promise((resolve) => {
          const answered = () =>
            Notification.permission === 'granted' ? resolve('granted') : setTimeout(answered, 50);
          answered();
        });
    });
    await page.goto(ENQUIRY_PAGE);
    // The outbox is sent by the worker only once one controls the page that keeps it.
    await untilAWorkerControls(page);
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('Playwright sees no service worker');
    const toast = await keepContactEnquiryOffline(page, context, email);
    await toast.getByRole('button', { name: sentNotificationCopy.accept }).click();
    await allowTheSite('notifications');
    await expect(toast).toBeHidden();

    await page.close();
    await context.setOffline(false);
    // The worker hears that the connection is back a moment after the pages: until then it would
    // not try.
    await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(true);
    await fireInWorker(blankTab, baseURL!, { sync: ENQUIRY_OUTBOX });
    await expect.poll(() => storedEnquiriesFrom(email), { timeout: 20_000 }).toHaveLength(1);
    // Chromium sets the site's address above the worker's body.
    const told = {
      title: sentNotificationCopy.title,
      body: expect.stringContaining(sentNotificationCopy.body(1)),
    };
    await expect
      .poll(() => notifications.shown.map(({ title, body }) => ({ title, body })))
      .toEqual([told]);
    await use(notifications.shown[0]!);
  },
});

testToldOfAnEnquiry(
  'once the form’s code runs, the notification that a kept enquiry has gone, clicked with no page of the site open, opens the site',
  async ({ context, baseURL, notifications, toldOfAnEnquiry }) => {
    const [opened] = await Promise.all([
      context.waitForEvent('page', { timeout: 10_000 }),
      notifications.click(toldOfAnEnquiry.id),
    ]);
    await expect(opened).toHaveURL(`${baseURL}/`);
    await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

testToldOfAnEnquiry(
  'once the form’s code runs, the notification that a kept enquiry has gone, clicked with a page of the site open behind another, brings that page forward',
  async ({ context, notifications, blankTab, toldOfAnEnquiry }) => {
    // The visitor opens the site again, then goes to another tab.
    const site = await context.newPage();
    await site.goto('/privacy-policy');
    await tellTheTruthAboutFocus(site);
    await blankTab.bringToFront();
    const hasFocus = () => site.evaluate(() => document.hasFocus());
    await expect.poll(hasFocus).toBe(false);
    const pages = context.pages().length;

    notifications.click(toldOfAnEnquiry.id);
    await expect.poll(hasFocus).toBe(true);
    expect(context.pages()).toHaveLength(pages);
  },
);
