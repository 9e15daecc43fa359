/**
 * The enquiry outbox against the real local function and database: whatever the connection or
 * the server does, an enquiry the visitor sent ends up stored exactly once.
 *
 * Requests to the function are routed on the browser context, not the page, so the tests see
 * them whether the page sends them or the service worker does.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, type BrowserContext, type Page } from '@playwright/test';
import { ENQUIRY_OUTBOX } from '../src/features/enquiries/enquiry-settings';
import {
  ENQUIRY_PAGE,
  enquiryForm,
  fillCapitalRaisingForm,
  fillContactForm,
  FUNCTION_URL,
  outboxButton,
  recordSenders,
  refuseEnquiries,
  storedEnquiriesFrom as rowsFor,
  uniqueEmail,
} from './support/enquiries';
import { DISCLAIMER_KEY, expect, test, waitUntilLoaded } from './support/fixtures';

test.use({
  // As visitors have it: the service worker (where the build has one) controls the page, and
  // the page's requests pass through it. Playwright's blocking of workers also intercepts
  // requests, and then lets a request the offline emulation had failed reach the server later.
  serviceWorkers: 'allow',
  // Sending with no connection, or to a failing server, is what these tests do; the browser logs
  // each such request as an error.
  expectedConsoleError:
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of (500|422|409)|Error sending message/,
});

/** Fills in a contact form and sends it while the device is offline. */
async function sendWhileOffline(page: Page, context: BrowserContext, email: string) {
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
async function workerControls(page: Page): Promise<boolean> {
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

/**
 * Lets the page's replay timer run a few times: the span over which a test claims that nothing
 * gets through (the claim is about time; no event would come to end the wait sooner).
 */
async function waitAWhile(page: Page) {
  await page.waitForTimeout(2500);
}

test('once the form’s code runs, sent offline: nothing reaches the server until the connection returns, then exactly one row', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('outbox-offline');
  await page.goto(ENQUIRY_PAGE);
  await sendWhileOffline(page, context, email);
  await waitAWhile(page);
  expect(await rowsFor(email)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText('Saved enquiry sent')).toBeVisible();
  await expect(outboxButton(page)).toHaveCount(0);
  expect(await rowsFor(email)).toHaveLength(1);
});

test('once the form’s code runs, the server answers 500 three times, then stores it: exactly one row', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('outbox-500');
  let failures = 0;
  await context.route(FUNCTION_URL, (route) => {
    if (route.request().method() !== 'POST' || failures >= 3) return route.fallback();
    failures += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'server_error', message: 'Something went wrong.' } }),
    });
  });
  await page.goto(ENQUIRY_PAGE);
  const form = enquiryForm(page);
  await waitUntilLoaded(form);
  await fillContactForm(form, email);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Message saved on this device')).toBeVisible();

  // Retried on its own, 1-2 s, 2-4 s and 4-8 s apart.
  await expect(page.getByText('Saved enquiry sent')).toBeVisible({ timeout: 20_000 });
  expect(failures).toBe(3);
  expect(await rowsFor(email)).toHaveLength(1);
});

test('once the form’s code runs, the server stores it but the answer is lost: the replay finds it stored, still one row', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('outbox-lost-answer');
  let answersLost = 0;
  await context.route(FUNCTION_URL, async (route) => {
    if (route.request().method() !== 'POST' || answersLost > 0) return route.fallback();
    answersLost += 1;
    await route.fetch(); // the server stores it...
    await route.abort('failed'); // ...and its answer never arrives
  });
  await page.goto(ENQUIRY_PAGE);
  const form = enquiryForm(page);
  await waitUntilLoaded(form);
  await fillContactForm(form, email);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Message saved on this device')).toBeVisible();
  // Watched from now: the replay can come, and its 4 s toast go, while the rows are being read.
  const delivered = expect(page.getByText('Saved enquiry sent')).toBeVisible({ timeout: 20_000 });
  expect(await rowsFor(email)).toHaveLength(1);

  await delivered;
  await expect(outboxButton(page)).toHaveCount(0);
  expect(answersLost).toBe(1);
  expect(await rowsFor(email)).toHaveLength(1);
});

test('once the form’s code runs, two tabs open when the connection returns: one sends, both hear, exactly one row', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('outbox-two-tabs');
  await page.goto(ENQUIRY_PAGE);
  const other = await context.newPage();
  await other.goto('/capital-raising');

  await sendWhileOffline(page, context, email);
  // The other tab learns of it over the BroadcastChannel.
  await expect(outboxButton(other)).toHaveAccessibleName('Outbox: 1 enquiry waiting to send');

  let stored = 0;
  await context.route(FUNCTION_URL, async (route) => {
    const response = await route.fetch();
    if (response.ok()) stored += 1;
    await route.fulfill({ response });
  });
  await context.setOffline(false);

  await expect(page.getByText('Saved enquiry sent')).toBeVisible();
  await expect(other.getByText('Saved enquiry sent')).toBeVisible();
  await expect(outboxButton(page)).toHaveCount(0);
  await expect(outboxButton(other)).toHaveCount(0);
  // The other tab could have read the enquiry before it left the outbox and be sending it still.
  await waitAWhile(page);
  expect(stored).toBe(1);
  expect(await rowsFor(email)).toHaveLength(1);
});

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

test.describe('"Send by email instead"', () => {
  // Headless Chromium has no mail app to hand the link to, and says so.
  test.use({
    expectedConsoleError:
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to launch 'mailto:|scheme does not have a registered handler/,
  });

  test('once the form’s code runs, takes the enquiry out of automatic sending: never also sent, and Discard removes it', async ({
    page,
    context,
  }) => {
    test.slow(); // two page loads and two pauses
    const email = uniqueEmail('outbox-emailed');
    await page.goto(ENQUIRY_PAGE);
    await sendWhileOffline(page, context, email);
    await outboxButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Enquiries saved on this device' });
    const entry = panel.getByRole('listitem', { name: 'Fixed Income enquiry' });
    await entry.getByRole('link', { name: 'Send by email instead' }).click();
    await expect(entry.getByText('Handed to your email app')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 enquiry handed to email');

    // The connection returns: the page replays, and the worker's Background Sync may fire.
    await context.setOffline(false);
    await waitAWhile(page);
    expect(await rowsFor(email)).toHaveLength(0);
    await page.reload();
    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 enquiry handed to email');
    await waitAWhile(page);
    expect(await rowsFor(email)).toHaveLength(0);

    await outboxButton(page).click();
    await entry.getByRole('button', { name: 'Discard' }).click();
    await entry.getByRole('button', { name: 'Discard it' }).click();
    await expect(
      panel.getByText('Nothing is waiting. Every enquiry has reached us.'),
    ).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(0);
  });
});

test.describe('an IndexedDB that never answers', () => {
  test.use({ expectedConsoleError: /could not be kept on this device/ });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      // As a blocked upgrade or some Safari faults leave it: opening the database never ends.
      IDBFactory.prototype.open = function open() {
        return {} as IDBOpenDBRequest;
      };
    });
  });

  test('once the form’s code runs, the enquiry is still sent, directly, and stored once', async ({
    page,
  }) => {
    const email = uniqueEmail('outbox-idb-hangs');
    await page.goto(ENQUIRY_PAGE);
    const form = enquiryForm(page);
    await waitUntilLoaded(form);
    await fillContactForm(form, email);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Your enquiry could not be saved on this device')).toBeAttached();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(form.getByRole('button', { name: 'SEND MESSAGE' })).toBeEnabled();
    await expect(outboxButton(page)).toHaveCount(0);
    expect(await rowsFor(email)).toHaveLength(1);
  });
});

test.describe('a replay the server refuses', () => {
  /** Sends offline, then lets the replay meet a 422 with the server's reason. */
  async function refusedOnReplay(page: Page, context: BrowserContext, email: string) {
    await page.goto(ENQUIRY_PAGE);
    await sendWhileOffline(page, context, email);
    await refuseEnquiries(context, {
      message: 'Some fields need attention.',
      fields: { email: 'Please enter a valid email address' },
    });
    await context.setOffline(false);
    await expect(page.getByText('An enquiry needs your attention')).toBeVisible();
    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 enquiry needs your attention');
    await outboxButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Enquiries saved on this device' });
    const entry = panel.getByRole('listitem', { name: 'Fixed Income enquiry' });
    await expect(entry.getByText('Needs your attention')).toBeVisible();
    await expect(
      entry.getByText(
        'Our server refused it: Some fields need attention. Please enter a valid email address',
      ),
    ).toBeVisible();
    await expect(entry.getByRole('link', { name: 'Send by email instead' })).toHaveAttribute(
      'href',
      /^mailto:info@vallettathames\.example\?subject=Fixed%20Income%20enquiry/,
    );
    return { panel, entry };
  }

  test('once the form’s code runs, the panel has no WCAG 2.2 A/AA violations, and Escape closes it', async ({
    page,
    context,
  }) => {
    const { panel } = await refusedOnReplay(page, context, uniqueEmail('outbox-panel-axe'));
    const results = await new AxeBuilder({ page })
      .include('#outbox-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(outboxButton(page)).toBeFocused();
  });

  test('once the form’s code runs, is shown as needing attention with its reason, and Retry resends it', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('outbox-refused-retry');
    const { panel, entry } = await refusedOnReplay(page, context, email);
    // Waiting for the visitor: nothing sends it again by itself.
    await waitAWhile(page);
    expect(await rowsFor(email)).toHaveLength(0);
    await expect(entry).toBeVisible();

    await context.unroute(FUNCTION_URL);
    await entry.getByRole('button', { name: 'Retry now' }).click();
    await expect(page.getByText('Saved enquiry sent')).toBeVisible();
    await expect(
      panel.getByText('Nothing is waiting. Every enquiry has reached us.'),
    ).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test('once the form’s code runs, one refused with 409 (its id already stored with other content) says so plainly', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('outbox-refused-409');
    await page.goto(ENQUIRY_PAGE);
    await sendWhileOffline(page, context, email);
    await refuseEnquiries(
      context,
      { code: 'id_conflict', message: 'This id was stored with other content.' },
      409,
    );
    await context.setOffline(false);
    await expect(page.getByText('An enquiry needs your attention')).toBeVisible();
    await outboxButton(page).click();
    const entry = page
      .getByRole('dialog', { name: 'Enquiries saved on this device' })
      .getByRole('listitem', { name: 'Fixed Income enquiry' });
    await expect(entry.getByText('Needs your attention')).toBeVisible();
    await expect(
      entry.getByText(/Our server already has a different enquiry under this reference/),
    ).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(0);
  });

  test('once the form’s code runs, Discard removes it, once confirmed, and nothing is sent', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('outbox-refused-discard');
    const { panel, entry } = await refusedOnReplay(page, context, email);
    await entry.getByRole('button', { name: 'Discard' }).click();
    await expect(entry.getByText(/Discard this enquiry\?/)).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await entry.getByRole('button', { name: 'Discard it' }).click();
    await expect(
      panel.getByText('Nothing is waiting. Every enquiry has reached us.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(outboxButton(page)).toHaveCount(0);

    await context.unroute(FUNCTION_URL);
    await page.reload();
    await expect(enquiryForm(page)).toBeVisible();
    await expect(outboxButton(page)).toHaveCount(0);
    expect(await rowsFor(email)).toHaveLength(0);
  });
});

test.describe('across a reload and a browser restart', () => {
  let profile: string;
  test.beforeEach(() => {
    profile = mkdtempSync(join(tmpdir(), 'outbox-profile-'));
  });
  test.afterEach(() => rmSync(profile, { recursive: true, force: true }));

  test('once the form’s code runs, sent offline, reloaded, browser closed and reopened offline, then online: exactly one row', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // A persistent profile keeps IndexedDB (and the service worker, if any) across a restart.
    test.slow(); // three browser launches
    // `offline` is the page's emulated state. `networkCut` cuts the browser's network itself (every
    // request goes to a dead proxy): the worker's Background Sync can fire the moment the browser
    // starts, before emulation reaches the worker, and would then find the server.
    const open = async ({
      offline,
      networkCut = false,
    }: {
      offline: boolean;
      networkCut?: boolean;
    }) => {
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        ...devices['Desktop Chrome'],
        args: [
          ...(launchOptions.args ?? []),
          ...(networkCut
            ? ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>']
            : []),
        ],
        baseURL,
        offline,
        serviceWorkers: 'allow',
      });
      await context.addInitScript((key) => localStorage.setItem(key, 'true'), DISCLAIMER_KEY);
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !/ERR_INTERNET_DISCONNECTED|ERR_PROXY_CONNECTION_FAILED/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      return { context, page, errors };
    };
    const email = uniqueEmail('outbox-restart');

    const first = await open({ offline: false });
    await first.page.goto('/capital-raising');
    const withWorker = await workerControls(first.page);
    test.info().annotations.push({
      type: 'service worker',
      description: withWorker ? 'controls the page' : 'none',
    });
    const form = first.page.getByRole('form', { name: 'Capital raising enquiry' });
    await waitUntilLoaded(form);
    await fillCapitalRaisingForm(form, email);
    await first.context.setOffline(true);
    await form.getByRole('button', { name: 'SUBMIT ENQUIRY' }).click();
    await expect(first.page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(first.page.getByText(/your enquiry is saved on this device/)).toBeVisible();

    // Offline, only the service worker can bring the page back; without one the reload fails.
    if (withWorker) {
      await first.page.reload();
      await expect(outboxButton(first.page)).toHaveAccessibleName(
        'Outbox: 1 enquiry waiting to send',
      );
    } else {
      await expect(first.page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    }
    expect(first.errors).toEqual([]);
    await first.context.close();
    expect(await rowsFor(email)).toHaveLength(0);

    const second = await open({ offline: true, networkCut: true });
    if (withWorker) {
      await second.page.goto(ENQUIRY_PAGE);
      await expect(outboxButton(second.page)).toHaveAccessibleName(
        'Outbox: 1 enquiry waiting to send',
      );
      await waitAWhile(second.page);
    }
    expect(second.errors).toEqual([]);
    await second.context.close();
    expect(await rowsFor(email)).toHaveLength(0);

    // Back online: the page replays as it starts (or the worker's Background Sync already has).
    const third = await open({ offline: false });
    await third.page.goto(ENQUIRY_PAGE);
    await expect.poll(() => rowsFor(email), { timeout: 20_000 }).toHaveLength(1);
    // Nothing left on the device that could send a second copy.
    await expect(outboxButton(third.page)).toHaveCount(0);
    expect(third.errors).toEqual([]);
    await third.context.close();
    expect(await rowsFor(email)).toHaveLength(1);
  });
});
