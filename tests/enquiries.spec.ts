import type { Route } from '@playwright/test';
import {
  fillCapitalRaisingForm,
  fillContactForm,
  refuseEnquiries,
  sentConfirmation,
  storedEnquiries,
  uniqueEmail,
  ENQUIRY_PAGE,
  enquiryForm,
} from './support/enquiries';
import { expect, startTheCode, test, waitUntilLoaded } from './support/fixtures';
import { ACTS_ONCE_THE_CODE_RUNS } from './support/tags';

const CONTACT_PAGES = [
  { path: '/', page: 'Contact Form' },
  { path: '/fixed-income', page: 'Fixed Income' },
  { path: '/alternative-assets', page: 'Alternative Assets' },
] as const;

// Sent the moment it is filled in: by the form's code if it has arrived, else by the browser
// itself (a native post, which the function answers with its confirmation page). Either way the
// visitor sees a confirmation and the firm gets exactly one enquiry.
for (const { path, page: pageName } of CONTACT_PAGES) {
  test(`the ${pageName} form stores exactly one enquiry, sent as soon as it is filled in`, async ({
    page,
  }) => {
    const email = uniqueEmail(pageName.toLowerCase().replace(/ /g, '-'));
    await page.goto(path);
    const form = page.getByRole('form', { name: `${pageName} enquiry` });
    const typed = await fillContactForm(form, email);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(sentConfirmation(page, 'Message sent successfully!')).toBeVisible();

    const rows = (await storedEnquiries()).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...typed, id: expect.any(String), page: pageName });
  });
}

test('the capital raising form stores exactly one enquiry, sent as soon as it is filled in', async ({
  page,
}) => {
  const email = uniqueEmail('capital-raising');
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  const typed = await fillCapitalRaisingForm(form, email);
  // Spaces around a name are trimmed before it is stored.
  await form.getByLabel('First name').fill(`  ${typed.firstName}  `);
  await form.getByRole('checkbox', { name: /Consent/ }).check();
  await form.getByRole('button', { name: 'SUBMIT ENQUIRY' }).click();

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('We will be in touch shortly.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Capital raising enquiry' })).toHaveCount(0);

  const rows = (await storedEnquiries()).filter((row) => row.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ...typed, id: expect.any(String) });
});

test(
  'once its code runs, a sent home enquiry empties the form and says so in a toast',
  { tag: ACTS_ONCE_THE_CODE_RUNS },
  async ({ page }) => {
    const email = uniqueEmail('home-toast');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact Form enquiry' });
    await waitUntilLoaded(form);
    await fillContactForm(form, email);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
    expect((await storedEnquiries()).filter((row) => row.email === email)).toHaveLength(1);
  },
);

test(
  'once its code runs, SUBMIT ENQUIRY waits for consent, even when it was ticked before',
  { tag: ACTS_ONCE_THE_CODE_RUNS },
  async ({ page }) => {
    await page.goto('/capital-raising');
    const form = page.getByRole('form', { name: 'Capital raising enquiry' });
    const consent = form.getByRole('checkbox', { name: /Consent/ });
    const submit = form.getByRole('button', { name: 'SUBMIT ENQUIRY' });
    await waitUntilLoaded(form);
    await expect(submit).toBeDisabled();
    await consent.check();
    await expect(submit).toBeEnabled();
    await consent.uncheck();
    await expect(submit).toBeDisabled();
  },
);

test('once its code runs, a tick made before it is kept and lets SUBMIT ENQUIRY be pressed', async ({
  page,
}) => {
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  const consent = form.getByRole('checkbox', { name: /Consent/ });
  await consent.check();
  await waitUntilLoaded(form);
  await expect(consent).toBeChecked();
  await expect(form.getByRole('button', { name: 'SUBMIT ENQUIRY' })).toBeEnabled();
});

test('once its code runs, text typed before it keeps its caret: the next key goes where it was left', async ({
  page,
}) => {
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  const message = form.getByLabel('Message');
  await message.pressSequentially('Hello world');
  // Back to just after "Hello", as a visitor who spots a missing comma.
  for (let step = 0; step < ' world'.length; step++) await message.press('ArrowLeft');
  await waitUntilLoaded(form);
  await message.press(',');
  await expect(message).toHaveValue('Hello, world');
});

test.describe('when the server refuses an enquiry', () => {
  test.use({ expectedConsoleError: /Error sending message|status of 422/ });

  test(
    'once its code runs, the failure toast shows and the form keeps what was typed',
    { tag: ACTS_ONCE_THE_CODE_RUNS },
    async ({ page }) => {
      const email = uniqueEmail('refused');
      await refuseEnquiries(page, { message: 'Invalid enquiry' });
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Contact Form enquiry' });
      await waitUntilLoaded(form);
      const typed = await fillContactForm(form, email);
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(page.getByText('Error sending message')).toBeVisible();
      await expect(page.getByText('Please try again or contact us directly.')).toBeVisible();
      await expect(form.getByLabel('Email address')).toHaveValue(email);
      await expect(form.getByLabel('Message')).toHaveValue(typed.message);
      expect((await storedEnquiries()).filter((row) => row.email === email)).toHaveLength(0);
    },
  );
});

test.describe('when the connection drops before a form’s code has arrived', () => {
  // The browser reports each script it could not fetch.
  test.use({ expectedConsoleError: /net::ERR_INTERNET_DISCONNECTED/ });

  // Before or after the app's code has started: either download is tried again once it can be.
  for (const codeStarted of [false, true]) {
    test(`${codeStarted ? 'once the app’s code runs' : 'before the app’s code runs'}, the form stays with what was typed, and its code takes over when the connection is back`, async ({
      page,
      context,
    }) => {
      // Before: it drops while the page's own script, asked for once the page has painted, is
      // on its way, so that script cannot be fetched.
      const entry = /\/assets\/index-[\w-]+\.js$/;
      const held: Route[] = [];
      if (!codeStarted) await page.route(entry, (route) => void held.push(route));
      await page.goto(ENQUIRY_PAGE, { waitUntil: codeStarted ? 'load' : 'commit' });
      if (codeStarted) await startTheCode(page);
      else await expect.poll(() => held.length).toBeGreaterThan(0);
      // Listened for first: the held script fails as soon as it is let go, and the page's own
      // code can fail before the next line of the test has run.
      const codeFailed = page.waitForEvent('requestfailed', (request) =>
        request.url().endsWith('.js'),
      );
      await context.setOffline(true);
      for (const route of held) await route.abort('internetdisconnected');
      await page.unroute(entry);
      const form = enquiryForm(page);
      await form.getByLabel('First name').fill('Ada');
      await codeFailed;
      await form.getByLabel('Last name').fill('Lovelace');
      await form.getByLabel('Email address').fill('ada@');
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

      await context.setOffline(false);
      await waitUntilLoaded(form);
      await expect(form.getByLabel('First name')).toHaveValue('Ada');
      await expect(form.getByLabel('Last name')).toHaveValue('Lovelace');
      await expect(form.getByLabel('Email address')).toHaveValue('ada@');
      // The form's own messages, not the browser's: its code has it.
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();
      await expect(form.getByText('Please select your country')).toBeVisible();
    });
  }
});

test(
  'once its code runs, messages come with the first press of SEND MESSAGE and go when fixed',
  { tag: ACTS_ONCE_THE_CODE_RUNS },
  async ({ page }) => {
    await page.goto('/fixed-income');
    const form = page.getByRole('form', { name: 'Fixed Income enquiry' });
    await waitUntilLoaded(form);
    const firstName = form.getByLabel('First name');
    await firstName.fill('A');
    await firstName.blur();
    // Nothing is said as a field is left: it would move the button from under a pointer.
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel('Email address').fill('not-an-email');

    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    const message = form.getByText('First name must be at least 2 characters');
    await expect(message).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please select your country')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    // Focus goes to the first field in error, in reading order.
    await expect(firstName).toBeFocused();
    await firstName.fill('Anna');
    await expect(message).toHaveCount(0);
  },
);

test.describe('a press of SEND MESSAGE the browser refused before the code arrived', () => {
  // The code arrives 3 s after the page: time for a visitor who jumped to the form to press.
  test.use({ holdScriptsMs: 3000 });

  test('is carried out when the code takes the form over: every message shows, the first field focused', async ({
    page,
  }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact Form enquiry' });
    const lastName = form.getByLabel('Last name');
    await form.getByLabel('First name').fill('Anna');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    // The browser's own check stopped it: nothing was posted, the page is still here.
    await expect(form).toBeVisible();

    for (const message of [
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select your country',
      'Message must be at least 10 characters',
    ]) {
      await expect(form.getByText(message)).toBeVisible({ timeout: 20_000 });
    }
    // What was typed before the code came is kept, and is not in error.
    await expect(form.getByLabel('First name')).toHaveValue('Anna');
    await expect(form.getByText('First name must be at least 2 characters')).toHaveCount(0);
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  });

  test('once the code runs, it has not sent a form completed after the refusal, and the next press does', async ({
    page,
  }) => {
    const email = uniqueEmail('refused-then-completed');
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact Form enquiry' });
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await fillContactForm(form, email);
    // Once the form's code runs it is no longer busy; then the visitor presses again, and it goes.
    await waitUntilLoaded(form);
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect((await storedEnquiries()).filter((row) => row.email === email)).toHaveLength(0);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(sentConfirmation(page, 'Message sent successfully!')).toBeVisible();
    expect((await storedEnquiries()).filter((row) => row.email === email)).toHaveLength(1);
  });
});

test(
  'once its code runs, one press of SUBMIT ENQUIRY after typing shows all seven messages',
  { tag: ACTS_ONCE_THE_CODE_RUNS },
  async ({ page }) => {
    await page.goto('/capital-raising');
    const form = page.getByRole('form', { name: 'Capital raising enquiry' });
    await waitUntilLoaded(form);
    await form.getByRole('checkbox', { name: /Consent/ }).check();
    const firstName = form.getByLabel('First name');
    await firstName.fill('Marco');
    await firstName.fill('');
    await firstName.focus();
    // A person's press: down, a moment, up, where the button was when they pressed. Focus leaves
    // the field at the press; nothing that happens then may move the button away before the release.
    const submit = form.getByRole('button', { name: 'SUBMIT ENQUIRY' });
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    if (!box) throw new Error('SUBMIT ENQUIRY is not laid out');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(150);
    await page.mouse.up();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Company name is required',
      'Invalid email address',
      'Contact number is required',
      'Please select a funding requirement',
      'Message is required',
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await expect(form.getByRole('alert')).toHaveCount(7);
  },
);
