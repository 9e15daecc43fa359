/**
 * `npm run dev`, as a developer meets it on a fresh machine: every page rendered as the build
 * renders it, the enquiry function behind it, and an edit shown on the open page by itself.
 */
import type { Page } from '@playwright/test';
import { listStoredEnquiries } from '../scripts/local-server/stored-enquiries';
import { STARTER_ATTRIBUTE } from '../src/lib/page-marks';
import { editFile, startDevServer, type DevServer } from './support/dev-server';
import { fillContactForm, uniqueEmail } from './support/enquiries';
import { expect, test } from './support/fixtures';
import { siteContent } from './support/site-content';

const FIXED_INCOME_COPY = 'src/content/services/fixed-income.ts';

// One server for the file; its tests share it, in order.
test.describe.configure({ mode: 'serial' });
let dev: DevServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  dev = await startDevServer();
});
test.afterAll(async () => dev?.stop());
// A page's modules are transformed as they are first asked for.
test.use({ navigationTimeout: 30_000 });

test('shows /, /fixed-income and /capital-raising as the build does, each with its heading and enquiry form', async ({
  page,
}) => {
  const { siteConfig, fixedIncomePage, capitalRaisingPage } = await siteContent();
  const pages = [
    { path: '/', heading: siteConfig.brandName, form: 'Contact Form enquiry' },
    { path: '/fixed-income', heading: fixedIncomePage.hero.heading, form: 'Fixed Income enquiry' },
    {
      path: '/capital-raising',
      heading: capitalRaisingPage.hero.heading,
      form: 'Capital raising enquiry',
    },
  ];
  for (const { path, heading, form } of pages) {
    await page.goto(`${dev.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('form', { name: form })).toBeAttached();
  }
});

/** Fills in the form on /fixed-income, open on `page`, and presses SEND MESSAGE. */
async function sendFixedIncomeEnquiry(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Fixed Income enquiry' });
  await fillContactForm(form, email);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
}

/** The visitor is told it was sent, and the function stored it once. */
async function expectSentAndStoredOnce(page: Page, email: string) {
  await expect(page.getByText('Message sent successfully!')).toBeVisible({ timeout: 30_000 });
  const stored = await listStoredEnquiries(dev.dataDir, (message) => console.warn(message));
  expect(stored.filter((row) => row.email === email)).toHaveLength(1);
}

test('sends an enquiry, which the function stores once', async ({ page }) => {
  const email = uniqueEmail('dev-server');
  await page.goto(`${dev.origin}/fixed-income`);
  await sendFixedIncomeEnquiry(page, email);
  await expectSentAndStoredOnce(page, email);
});

test('once the starter’s code runs, an enquiry sent before its form’s code is carried out as that code comes, stored once, and React warns of nothing', async ({
  page,
}) => {
  const email = uniqueEmail('dev-server-held');
  // The form's code, as a slow connection brings it: after the press.
  let pressed = () => {};
  const afterThePress = new Promise<void>((resolve) => (pressed = resolve));
  await page.route('**/src/features/enquiries/forms/contact-form.tsx*', async (route) => {
    await afterThePress;
    await route.continue();
  });
  await page.goto(`${dev.origin}/fixed-income`);
  // Only a page the starter runs on holds a send online, for the form's code to carry out.
  await page.waitForFunction(
    (starter) => document.documentElement.hasAttribute(starter),
    STARTER_ATTRIBUTE,
  );
  await sendFixedIncomeEnquiry(page, email);
  pressed();
  // The console fixture fails the test on React's hydration warning, were it given.
  await expectSentAndStoredOnce(page, email);
});

test('an edited string of copy appears on the open page: reloaded before the code runs, hot once it does', async ({
  page,
}) => {
  const { fixedIncomePage } = await siteContent();
  const { heading } = fixedIncomePage.hero;
  const title = page.getByRole('heading', { level: 1 });
  let loads = 0;
  page.on('domcontentloaded', () => (loads += 1));
  await page.goto(`${dev.origin}/fixed-income`);
  await expect(title).toHaveText(heading);

  // The page is still what the server rendered: Vite reloads it.
  const putBack = editFile(FIXED_INCOME_COPY, heading, `${heading}, edited`);
  try {
    await expect(title).toHaveText(`${heading}, edited`, { timeout: 30_000 });
    await expect.poll(() => loads, { message: 'the page was loaded again' }).toBe(2);

    // Once the form's code runs, React takes the edit in place: what was typed stays.
    const form = page.getByRole('form', { name: 'Fixed Income enquiry' });
    const firstName = form.getByLabel('First name');
    await firstName.fill('Typed before the edit');
    await expect(form.locator('xpath=ancestor::div[@aria-busy][1]')).toHaveAttribute(
      'aria-busy',
      'false',
      { timeout: 30_000 },
    );
    putBack();
    await expect(title).toHaveText(heading, { timeout: 30_000 });
    await expect(firstName).toHaveValue('Typed before the edit');
    expect(loads, 'the page was not loaded again').toBe(2);
  } finally {
    putBack();
  }
});

test.describe('a fault in the code the server renders with', () => {
  // The browser reports the page's status.
  test.use({ expectedConsoleError: /status of 500 \(Internal Server Error\)/ });

  test('saved, is shown on the open page, which shows the page again once the fix is saved', async ({
    page,
  }) => {
    const { fixedIncomePage } = await siteContent();
    await page.goto(`${dev.origin}/fixed-income`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixedIncomePage.hero.heading);

    const fault = 'A fault saved by the developer';
    const putBack = editFile(
      FIXED_INCOME_COPY,
      'export const fixedIncomePage',
      `throw new Error('${fault}');\nexport const fixedIncomePage`,
    );
    try {
      await expect(page.getByText(fault).first()).toBeVisible({ timeout: 30_000 });
    } finally {
      putBack();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixedIncomePage.hero.heading, {
      timeout: 30_000,
    });
  });
});
