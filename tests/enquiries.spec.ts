import {
  fillCapitalRaisingForm,
  fillContactForm,
  refuseEnquiries,
  storedEnquiries,
  uniqueEmail,
} from './support/enquiries';
import { expect, test, waitUntilLoaded } from './support/fixtures';

for (const { path, page: pageName } of [
  { path: '/', page: 'Contact Form' },
  { path: '/fixed-income', page: 'Fixed Income' },
  { path: '/alternative-assets', page: 'Alternative Assets' },
]) {
  test(`the ${pageName} form stores exactly one enquiry`, async ({ page }) => {
    const email = uniqueEmail(pageName.toLowerCase().replace(/ /g, '-'));
    await page.goto(path);
    const form = page.getByRole('form', { name: `${pageName} enquiry` });
    const typed = await fillContactForm(form, email);
    const submit = form.getByRole('button', { name: 'SEND MESSAGE' });
    await submit.click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');

    const rows = (await storedEnquiries()).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...typed, id: expect.any(String), page: pageName });
  });
}

test('the capital raising form stores exactly one enquiry and thanks the visitor', async ({
  page,
}) => {
  const email = uniqueEmail('capital-raising');
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  const submit = form.getByRole('button', { name: 'SUBMIT ENQUIRY' });
  const typed = await fillCapitalRaisingForm(form, email);
  // Spaces around a name are trimmed before it is stored.
  await form.getByLabel('First name').fill(`  ${typed.firstName}  `);
  await form.getByRole('checkbox', { name: /Consent/ }).uncheck();
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox', { name: /Consent/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('We will be in touch shortly.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Capital raising enquiry' })).toHaveCount(0);

  const rows = (await storedEnquiries()).filter((row) => row.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ...typed, id: expect.any(String) });
});

test.describe('when the server refuses an enquiry', () => {
  test.use({ expectedConsoleError: /Error sending message|status of 422/ });

  test('the failure toast shows and the form keeps what was typed', async ({ page }) => {
    const email = uniqueEmail('refused');
    await refuseEnquiries(page, { message: 'Invalid enquiry' });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact Form enquiry' });
    const typed = await fillContactForm(form, email);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Error sending message')).toBeVisible();
    await expect(page.getByText('Please try again or contact us directly.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    await expect(form.getByLabel('Message')).toHaveValue(typed.message);
    expect((await storedEnquiries()).filter((row) => row.email === email)).toHaveLength(0);
  });
});

test('validation messages appear as the visitor triggers them and go when fixed', async ({
  page,
}) => {
  await page.goto('/fixed-income');
  const form = page.getByRole('form', { name: 'Fixed Income enquiry' });
  await waitUntilLoaded(form);
  const firstName = form.getByLabel('First name');
  await firstName.fill('A');
  await firstName.blur();
  const message = form.getByText('First name must be at least 2 characters');
  await expect(message).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await firstName.fill('Anna');
  await expect(message).toHaveCount(0);

  await form.getByLabel('Email address').fill('not-an-email');
  await form.getByLabel('Email address').blur();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please select your country')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  // Focus goes to the first field in error, in reading order.
  await expect(form.getByLabel('Last name')).toBeFocused();
});
