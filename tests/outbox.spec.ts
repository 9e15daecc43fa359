/**
 * The enquiry outbox against the real local function and database: whatever the connection or
 * the server does, an enquiry the visitor sent ends up stored exactly once.
 *
 * Requests to the function are routed on the browser context, not the page, so the tests see
 * them whether the page sends them or the service worker does.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, type BrowserContext, type Page } from '@playwright/test';
import {
  ENQUIRY_PAGE,
  enquiryForm,
  fillCapitalRaisingForm,
  fillContactForm,
  FUNCTION_URL,
  outboxButton,
  refuseEnquiries,
  storedEnquiriesFrom as rowsFor,
  uniqueEmail,
} from './support/enquiries';
import { DISCLAIMER_KEY, expect, test, waitUntilLoaded } from './support/fixtures';
import {
  OUTBOX_TEST_OPTIONS,
  sendWhileOffline,
  waitAWhile,
  workerControls,
} from './support/outbox';

test.use(OUTBOX_TEST_OPTIONS);

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
