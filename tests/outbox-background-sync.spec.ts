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
  test.slow(); // two pauses
  const email = uniqueEmail('outbox-background-sync');
  await page.goto(ENQUIRY_PAGE);
  expect(await workerControls(page), 'a service worker controls the page').toBe(true);
  await sendWhileOffline(page, context, email);
  // No page of the site is left to replay it.
  await page.close();
  expect(context.pages()).toEqual([]);

  const sentBy = recordSenders(context);
  // The connection returns with the server still out of reach: Chromium fires the sync as the
  // connection returns, the worker fails to send, and the browser would try again only minutes
  // later. That later try is what the DevTools protocol fires below.
  await context.route(FUNCTION_URL, (route) => route.abort('connectionrefused'));
  await context.setOffline(false);
  // A blank page, of no origin, only to reach the DevTools protocol: no page of the site.
  const blank = await context.newPage();
  await waitAWhile(blank);
  test.info().annotations.push({
    type: 'sync as the connection returned',
    description: sentBy.length > 0 ? 'fired, server out of reach' : 'not fired',
  });
  await context.unroute(FUNCTION_URL);
  sentBy.length = 0;

  const devtools = await context.newCDPSession(blank);
  const origin = new URL(baseURL!).origin;
  const registrationId = new Promise<string>((resolve, reject) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    setTimeout(
      () => reject(new Error(`DevTools named no worker registration for ${origin}/`)),
      10_000,
    );
  });
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: ENQUIRY_OUTBOX,
    lastChance: false,
  });
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
