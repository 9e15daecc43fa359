/**
 * The outbox when no page of the site is left: the service worker alone sends a kept enquiry when
 * Background Sync fires. In the whole browser (playwright.config.ts): its headless shell does not
 * fire a sync once the last page has closed.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { ENQUIRY_OUTBOX } from '../src/features/enquiries/enquiry-settings';
import {
  enquiryForm,
  fillContactForm,
  FUNCTION_URL,
  recordSenders,
  storedEnquiriesFrom as rowsFor,
  uniqueEmail,
  ENQUIRY_PAGE,
} from './support/enquiries';
import { expect, test, waitUntilLoaded } from './support/fixtures';
import { fireInWorker } from './support/worker-events';
import {
  OUTBOX_TEST_OPTIONS,
  sendWhileOffline,
  waitAWhile,
  workerControls,
} from './support/outbox';

test.use(OUTBOX_TEST_OPTIONS);

/** A server that accepts connections and never answers: a request to it stays in flight. */
async function serverThatNeverAnswers() {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never what keeps the test's process alive, should the test fail before closing it.
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => accepted,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

test('once the form’s code runs, every page closed, the worker alone sends it when Background Sync fires: exactly one row', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // a service worker to install, and a pause
  const email = uniqueEmail('outbox-background-sync');
  await page.goto(ENQUIRY_PAGE);
  expect(await workerControls(page), 'a service worker controls the page').toBe(true);
  await sendWhileOffline(page, context, email);
  // No page of the site is left to replay it.
  await page.close();
  expect(context.pages()).toEqual([]);

  const sentBy = recordSenders(context);
  await context.setOffline(false);
  // A blank page, of no origin, only to reach the DevTools protocol: no page of the site. Chromium
  // fires its own sync as the connection returns only some of the time; this one is sure. When
  // both run, the enquiry is still sent once (it is locked while it is sent).
  const blank = await context.newPage();
  await fireInWorker(blank, baseURL!, { sync: ENQUIRY_OUTBOX });
  await expect.poll(() => rowsFor(email), { timeout: 20_000 }).toHaveLength(1);
  await waitAWhile(blank);
  expect(await rowsFor(email)).toHaveLength(1);
  expect(sentBy).toEqual(['worker']);
});

test('once the form’s code runs, a tab closed while its first attempt is in flight: Background Sync sends it, exactly one row', async ({
  page,
  context,
}) => {
  test.slow(); // a service worker to install, and a Background Sync to wait for
  const email = uniqueEmail('outbox-closed-mid-send');
  await page.goto(ENQUIRY_PAGE);
  expect(await workerControls(page), 'a service worker controls the page').toBe(true);

  // The page's own attempt goes to a server that takes it and never answers: the visitor closes
  // the tab first. Merely leaving the request paused in Playwright is not enough, since closing
  // the page can release it to the real function, and then the page itself may store the enquiry.
  const silentServer = await serverThatNeverAnswers();
  const sentBy: string[] = [];
  let firstAttemptSent = () => {};
  const firstAttemptInFlight = new Promise<void>((resolve) => (firstAttemptSent = resolve));
  await context.route(FUNCTION_URL, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sentBy.push(route.request().serviceWorker() ? 'worker' : 'page');
    if (sentBy.length > 1) return route.fallback();
    const silentUrl = new URL(route.request().url());
    silentUrl.host = `127.0.0.1:${silentServer.port}`;
    await route.continue({ url: silentUrl.href });
    firstAttemptSent();
  });
  const form = enquiryForm(page);
  await waitUntilLoaded(form);
  await fillContactForm(form, email);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await firstAttemptInFlight;
  await page.close();
  expect(context.pages()).toEqual([]);

  // No page is left: only the worker, woken by the sync asked for when the enquiry was kept.
  await expect.poll(() => rowsFor(email), { timeout: 30_000 }).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await rowsFor(email)).toHaveLength(1);
  expect(sentBy).toEqual(['page', 'worker']);
  expect(silentServer.connections(), 'the page’s attempt was in flight').toBeGreaterThan(0);
  silentServer.close();
});
