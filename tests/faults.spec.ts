/**
 * Faults in the real stack: the database down or slow (through the local server's fault switch,
 * scoped to each test's browser context), and the device's storage full.
 */
import { FUNCTION_PATH } from '../scripts/local-server/local-stack';
import { contactEnquiry } from '#shared/test-enquiries';
import {
  ENQUIRY_PAGE,
  enquiryForm,
  fillContactForm,
  outboxButton,
  storedEnquiriesFrom as rowsFor,
  uniqueEmail,
} from './support/enquiries';
import { databaseFaultsFor } from './support/faults';
import { expect, test, waitUntilLoaded } from './support/fixtures';

test.use({
  // As visitors have it: the service worker controls the page where it can.
  serviceWorkers: 'allow',
  // The browser logs each 503, and the forms log what failed.
  expectedConsoleError:
    /status of 503|Error sending message|could not be kept on this device|QuotaExceededError/,
});

test('once the form’s code runs, database down: the visitor is told it is saved, and once the database is back the outbox stores it once', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow(); // a service worker to install
  const setDatabase = await databaseFaultsFor(context, baseURL!);
  const email = uniqueEmail('fault-db-down');
  await page.clock.install();
  await page.goto(ENQUIRY_PAGE);
  await setDatabase('down');

  const form = enquiryForm(page);
  await waitUntilLoaded(form);
  await fillContactForm(form, email);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Message saved on this device')).toBeVisible();
  await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 enquiry waiting to send');
  expect(await rowsFor(email)).toHaveLength(0);

  // The fault is this test's alone: a client without its cookie is served as usual meanwhile.
  const bystander = uniqueEmail('fault-bystander');
  const served = await request.post(FUNCTION_PATH, {
    data: contactEnquiry({ page: 'Fixed Income', email: bystander }),
  });
  expect(served.status()).toBe(201);
  expect(await rowsFor(bystander)).toHaveLength(1);

  await setDatabase('up');
  // The server asked for 30 s (Retry-After); the page's clock is moved on rather than waited for.
  await page.clock.fastForward('01:05');
  await expect(page.getByText('Saved enquiry sent')).toBeVisible();
  await expect(outboxButton(page)).toHaveCount(0);
  expect(await rowsFor(email)).toHaveLength(1);
});

test('database slow: the function answers 503 with Retry-After within its timeout, and stores nothing', async ({
  context,
  baseURL,
}) => {
  test.slow(); // one request waits out the function's 5 s database timeout
  const setDatabase = await databaseFaultsFor(context, baseURL!);
  await setDatabase('slow');
  const email = uniqueEmail('fault-db-slow');
  // context.request carries the context's cookies, so this request meets the fault.
  const answer = await context.request.post(FUNCTION_PATH, {
    data: contactEnquiry({ page: 'Fixed Income', email }),
  });
  expect(answer.status()).toBe(503);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await answer.json()).toEqual({
    error: {
      code: 'database_unavailable',
      message: 'Enquiries cannot be stored just now; try again shortly.',
    },
  });
  await setDatabase('up');
  expect(await rowsFor(email)).toHaveLength(0);
});

test.describe('storage full', () => {
  test.beforeEach(async ({ context }) => {
    // The device refuses every IndexedDB write as a browser out of quota does.
    await context.addInitScript(() => {
      IDBObjectStore.prototype.put = function put() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
  });

  test('once the form’s code runs, the visitor is told, and the enquiry is still sent directly and stored once', async ({
    page,
  }) => {
    const email = uniqueEmail('fault-quota-sent');
    await page.goto(ENQUIRY_PAGE);
    const form = enquiryForm(page);
    await waitUntilLoaded(form);
    await fillContactForm(form, email);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Your device’s storage is full')).toBeAttached();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(outboxButton(page)).toHaveCount(0);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test('once the form’s code runs, and the server cannot store it either: the visitor is told, and the form keeps every value', async ({
    page,
    context,
    baseURL,
  }) => {
    const setDatabase = await databaseFaultsFor(context, baseURL!);
    const email = uniqueEmail('fault-quota-kept');
    await page.goto(ENQUIRY_PAGE);
    await setDatabase('down');
    const form = enquiryForm(page);
    await waitUntilLoaded(form);
    const typed = await fillContactForm(form, email);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Your device’s storage is full')).toBeAttached();
    await expect(page.getByText('Error sending message')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue(typed.firstName);
    await expect(form.getByLabel('Last name')).toHaveValue(typed.lastName);
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    await expect(form.getByLabel('Phone number')).toHaveValue(typed.phone);
    await expect(form.getByLabel('Message')).toHaveValue(typed.message);
    await expect(outboxButton(page)).toHaveCount(0);
    await setDatabase('up');
    expect(await rowsFor(email)).toHaveLength(0);
  });
});
