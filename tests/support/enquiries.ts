import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { FUNCTION_PATH } from '../../scripts/local-server/local-stack';
import type { ListedEnquiry } from '../../scripts/local-server/enquiry-listing';
import { listStoredEnquiries } from '../../scripts/local-server/stored-enquiries';
import { waitUntilLoaded } from './fixtures';
import { siteContent } from './site-content';
import { capitalRaisingEnquiry, contactEnquiry } from '#shared/test-enquiries';

/**
 * Every stored enquiry, as `npm run enquiries -- --json` lists it: the same listing, asked of the
 * end-to-end server (playwright.config.ts) from this process. Running the script for each read
 * cost about a second of CPU, and the tests poll; the script has its own tests
 * (scripts/local-server/stored-enquiries.test.ts).
 */
export async function storedEnquiries(): Promise<ListedEnquiry[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: run the tests with playwright.config.ts');
  return listStoredEnquiries(dataDir, (message) => console.warn(message));
}

/** The enquiries stored from one address (each test sends from its own, see uniqueEmail). */
export async function storedEnquiriesFrom(email: string): Promise<ListedEnquiry[]> {
  return (await storedEnquiries()).filter((row) => row.email === email);
}

/** The function's address, as a route pattern for the page or the whole browser context. */
export const FUNCTION_URL = `**${FUNCTION_PATH}`;

/**
 * Who sends each enquiry from now on, in order: `page` or `worker` (the context sees the
 * worker's requests as well as the pages'). The list grows as they are sent.
 */
export function recordSenders(context: BrowserContext): string[] {
  const sentBy: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === FUNCTION_PATH) {
      sentBy.push(request.serviceWorker() ? 'worker' : 'page');
    }
  });
  return sentBy;
}

/** A page with a contact form and no news feed, for tests about enquiries only. */
export const ENQUIRY_PAGE = '/fixed-income';
export const enquiryForm = (page: Page) => page.getByRole('form', { name: 'Fixed Income enquiry' });
export const outboxButton = (page: Page) => page.getByRole('button', { name: /^Outbox: / });

/** The header's Outbox button's name while a test's one enquiry waits, in the outbox's own copy. */
export async function oneEnquiryWaiting(): Promise<string> {
  const { outboxCopy } = await siteContent();
  return outboxCopy.indicatorLabel({ waiting: 1, attention: 0, emailed: 0 });
}

/**
 * Expects the enquiry sent from `email` stored once, and nothing left on the device to send a
 * second copy: an enquiry leaves the outbox only once the server has answered it, and the header's
 * Outbox button says so while one waits. With none waiting, no copy is on its way or still to come.
 */
export async function expectStoredOnceWithNothingWaiting(page: Page, email: string) {
  const waiting = page.getByRole('button', { name: await oneEnquiryWaiting(), exact: true });
  await expect(waiting, 'the enquiry still waits on the device').toHaveCount(0);
  expect(await storedEnquiriesFrom(email)).toHaveLength(1);
}

/**
 * Makes the function refuse every enquiry sent from here on with `status` (422 unless given) and
 * the given error, as the server refuses one that fails its checks (or, 409, one whose id it holds
 * with other content). On the context, so the service worker's replays meet it too.
 */
export async function refuseEnquiries(
  target: BrowserContext | Page,
  {
    code = 'invalid_enquiry',
    ...error
  }: { code?: string; message: string; fields?: Record<string, string> },
  status = 422,
): Promise<void> {
  await target.route(FUNCTION_URL, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code, ...error } }),
        })
      : route.fallback(),
  );
}

/** A unique address per test, so each test finds its own rows. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Fills in a contact-style form (home, fixed income, alternative assets) with the shared valid
 * enquiry, from `email`, as a visitor does: whether or not the form's code has arrived (what is
 * typed before it stays). Resolves that enquiry (its id and page are not the form's).
 */
export async function fillContactForm(form: Locator, email: string) {
  const typed = contactEnquiry({ email });
  await form.getByLabel('First name').fill(typed.firstName);
  await form.getByLabel('Last name').fill(typed.lastName);
  await form.getByLabel('Email address').fill(typed.email);
  await form.getByLabel('Country code').selectOption(typed.countryCode);
  await form.getByLabel('Phone number').fill(typed.phone);
  await form.getByLabel('Country', { exact: true }).selectOption(typed.country);
  await form.getByLabel('Message').fill(typed.message);
  return typed;
}

/**
 * Fills in the capital raising form with the shared valid enquiry, from `email`, consent last, as
 * a visitor does. Resolves that enquiry (its id is not the form's).
 */
export async function fillCapitalRaisingForm(form: Locator, email: string) {
  const typed = capitalRaisingEnquiry({ email });
  await form.getByLabel('First name').fill(typed.firstName);
  await form.getByLabel('Last name').fill(typed.lastName);
  await form.getByLabel('Company name').fill(typed.companyName);
  await form.getByLabel('Email address').fill(typed.email);
  await form.getByLabel('Contact number').fill(typed.contactNumber);
  await form.getByLabel('Funding requirement').selectOption(typed.fundingRequirement);
  await form.getByLabel('Message').fill(typed.message);
  await form.getByRole('checkbox', { name: /Consent/ }).check();
  return typed;
}

/**
 * What a visitor sees once an enquiry is sent, by whichever path it went: the toast (the form's
 * code sent it) or the confirmation page the function redirects a native post to.
 */
export function sentConfirmation(page: Page, toast: string): Locator {
  return page.getByText(toast).or(page.getByRole('heading', { level: 1, name: 'Thank You!' }));
}

/** The toast that says `title`, where a visitor finds it: in the notifications' region. */
export function toastSaying(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Notifications alt+T' })
    .getByRole('listitem')
    .filter({ hasText: title });
}

/**
 * Waits, as a visitor can, until the site says it works offline: the first install has taken the
 * page over and the whole precache, the app's code included, is stored (on `/`, once the title has
 * been typed, when the page asks the worker for what the install left for later). Resolves the
 * notice that says so.
 */
export async function readyToWorkOffline(page: Page): Promise<Locator> {
  const notice = page.getByRole('listitem').filter({ hasText: 'Ready to work offline' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  return notice;
}

/** How far the site's service worker has come, as the page sees it. */
function workerAsThePageSeesIt(page: Page): Promise<string> {
  return page.evaluate(async () => {
    if (navigator.serviceWorker.controller) return 'controls the page';
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'not registered';
    const { installing, waiting, active } = registration;
    const said = Object.entries({ installing, waiting, active }).map(
      ([slot, worker]) => `${slot} ${worker?.state ?? '-'}`,
    );
    return `registered, not in control (${said.join(', ')})`;
  });
}

/**
 * Resolves once a service worker (the site's, once installed) controls the page; if none comes,
 * fails saying how far the worker came.
 */
export async function untilAWorkerControls(page: Page): Promise<void> {
  await expect
    .poll(() => workerAsThePageSeesIt(page), {
      message: 'a service worker controls the page',
      timeout: 30_000,
    })
    .toBe('controls the page');
}

/**
 * Fills in the contact form on the page and sends it with the device offline; resolves the toast
 * that says it was kept.
 */
export async function keepContactEnquiryOffline(
  page: Page,
  context: BrowserContext,
  email: string,
): Promise<Locator> {
  const form = enquiryForm(page);
  await waitUntilLoaded(form);
  await fillContactForm(form, email);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const toast = toastSaying(page, 'Message saved on this device');
  await expect(toast).toBeVisible();
  return toast;
}
