import type { Page } from '@playwright/test';
import { FUNCTION_PATH } from '../scripts/local-server/local-stack';
import {
  fillCapitalRaisingForm,
  fillContactForm,
  storedEnquiriesFrom,
  uniqueEmail,
} from './support/enquiries';
import { expect, expectSectionBelowHeader, test } from './support/fixtures';
import {
  headerLook,
  shownShareOf,
  SCROLLED_HEADER_BACKGROUND,
  expectPartWayRevealed,
  scrollPageTo,
  TRANSPARENT,
  watchTitleType,
} from './support/motion';

// What the prerendered HTML does on its own: run with JavaScript off (the no-javascript project)
// and with the site's code held back for good (here, in the chromium project), where only the
// page's own inline script runs. Both must give the visitor the same outcomes.
test.use({ holdScriptsMs: Infinity });

/** Counts the enquiries the page sends to the function from now on. */
function countFunctionPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === FUNCTION_PATH)
      posts += 1;
  });
  return () => posts;
}

test('the home form is sent by the browser itself: one enquiry, and a page that confirms it', async ({
  page,
}) => {
  const email = uniqueEmail('native-home');
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Contact Form enquiry' });
  const typed = await fillContactForm(form, email);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page).toHaveURL('/enquiry-received');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('Your enquiry has been received.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  const rows = await storedEnquiriesFrom(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ...typed, id: expect.any(String) });
});

test('a double press of SEND MESSAGE is still one enquiry', async ({ page }) => {
  const email = uniqueEmail('native-double');
  await page.goto('/fixed-income');
  const form = page.getByRole('form', { name: 'Fixed Income enquiry' });
  await fillContactForm(form, email);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).dblclick();
  await expect(page).toHaveURL('/enquiry-received');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  expect(await storedEnquiriesFrom(email)).toHaveLength(1);
});

test('the capital raising form is sent by the browser itself, with its consent', async ({
  page,
}) => {
  const email = uniqueEmail('native-capital');
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  const typed = await fillCapitalRaisingForm(form, email);
  await form.getByRole('button', { name: 'SUBMIT ENQUIRY' }).click();
  await expect(page).toHaveURL('/enquiry-received');
  await expect(page.getByText('We will be in touch shortly.')).toBeVisible();
  const rows = await storedEnquiriesFrom(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ...typed, id: expect.any(String) });
});

test('an empty form is not sent: the browser points at what is missing', async ({ page }) => {
  const posts = countFunctionPosts(page);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Contact Form enquiry' });
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  expect(
    await form
      .getByLabel('First name')
      .evaluate((field: HTMLInputElement) => field.validity.valueMissing),
  ).toBe(true);
  await expect(page).toHaveURL('/');
  expect(posts()).toBe(0);
});

test('the capital raising form is not sent without consent or a funding requirement', async ({
  page,
}) => {
  const posts = countFunctionPosts(page);
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  await form.getByLabel('First name').fill('Marco');
  await form.getByLabel('Last name').fill('Vella');
  await form.getByLabel('Company name').fill('Harbour Tech Ltd');
  await form.getByLabel('Email address').fill('marco@example.com');
  await form.getByLabel('Contact number').fill('21234567');
  await form.getByLabel('Message').fill('We are raising a seed round.');
  const submit = form.getByRole('button', { name: 'SUBMIT ENQUIRY' });
  await submit.click();
  await expect(form.getByLabel('Funding requirement')).toBeFocused();
  await form.getByLabel('Funding requirement').selectOption('debt');
  await submit.click();
  await expect(form.getByRole('checkbox', { name: /Consent/ })).toBeFocused();
  await expect(page).toHaveURL('/capital-raising');
  expect(posts()).toBe(0);
});

test('an enquiry the function refuses leads to a page that says why and offers email', async ({
  page,
}) => {
  const email = uniqueEmail('native-refused');
  await page.goto('/capital-raising');
  const form = page.getByRole('form', { name: 'Capital raising enquiry' });
  // Spaces pass the browser's check for a value, but the function trims them away.
  await form.getByLabel('First name').fill('   ');
  await form.getByLabel('Last name').fill('Vella');
  await form.getByLabel('Company name').fill('Harbour Tech Ltd');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Contact number').fill('21234567');
  await form.getByLabel('Funding requirement').selectOption('debt');
  await form.getByLabel('Message').fill('We are raising a seed round.');
  await form.getByRole('checkbox', { name: /Consent/ }).check();
  await form.getByRole('button', { name: 'SUBMIT ENQUIRY' }).click();
  await expect(page).toHaveURL('/enquiry-not-sent/invalid');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your enquiry was not sent' }),
  ).toBeVisible();
  await expect(page.getByText('Every field is required.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email us instead' })).toHaveAttribute(
    'href',
    'mailto:info@vallettathames.example',
  );
  expect(await storedEnquiriesFrom(email)).toHaveLength(0);
});

test.describe('a first visit', () => {
  test.use({ disclaimerAccepted: false });

  test('the disclaimer covers the home page until I AGREE is ticked', async ({ page }) => {
    await page.goto('/');
    const disclaimer = page.locator('.disclaimer-dialog');
    await expect(disclaimer).toBeVisible();
    await expect(disclaimer.getByRole('heading', { name: 'Important Disclaimer' })).toBeVisible();
    await disclaimer.getByRole('checkbox', { name: /I AGREE/ }).check();
    await expect(disclaimer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Valletta & Thames' })).toBeVisible();
  });
});

test('the menu, section links and service links work as plain HTML', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Capital Raising' }).click();
  await expect(page).toHaveURL('/capital-raising');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/#contact');
  await expect(page.locator('#contact')).toBeInViewport();

  await page
    .getByRole('link', { name: /Learn More/ })
    .first()
    .click();
  await expect(page).toHaveURL('/fixed-income');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Risk Disclosure' }).click();
  await expect(page).toHaveURL('/risk-disclosure');
});

test.describe('what only moves', () => {
  const BRAND = 'Valletta & Thames';
  const TAGLINE = 'Preserve Wealth. Produce Income';

  test('the title is typed in, character by character', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('.hero-title').waitFor({ state: 'attached' });
    const readings = await watchTitleType(page, [BRAND, TAGLINE]);
    expect(readings.at(-1)).toEqual([BRAND, TAGLINE]);
    // Seen part typed on the way; every reading shows a start of each line.
    expect(readings.some(([brand, tagline]) => brand !== '' && tagline !== TAGLINE)).toBe(true);
    for (const [brand, tagline] of readings) {
      expect(BRAND.startsWith(brand!) && TAGLINE.startsWith(tagline!)).toBe(true);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      `${BRAND} ${TAGLINE}`,
    );
  });

  test('the header turns translucent white as soon as the page is scrolled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await headerLook(page)).background).toBe(TRANSPARENT);
    await page.mouse.wheel(0, 400);
    await expect
      .poll(async () => (await headerLook(page)).background)
      .toBe(SCROLLED_HEADER_BACKGROUND);
    await scrollPageTo(page, 0);
    await expect.poll(async () => (await headerLook(page)).background).toBe(TRANSPARENT);
  });

  test('a section is revealed as it is scrolled into view, its text never faded', async ({
    page,
  }) => {
    await page.goto('/');
    const testimonials = page.locator('.reveal', {
      has: page.getByRole('heading', { name: 'What Our Clients Say' }),
    });
    await expect.poll(() => shownShareOf(testimonials)).toBe(0);
    // Part way in, part way shown: it is uncovered with the scroll rather than jumping.
    await expectPartWayRevealed(testimonials);
    await testimonials.scrollIntoViewIfNeeded();
    await expect.poll(() => shownShareOf(testimonials)).toBe(1);
  });
});

test('a section link glides to its section and stops below the sticky header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  // Every position read until the page has stood still a while: more than where it started and
  // where it ended means it glided there rather than jumped.
  const positions: number[] = [];
  for (let still = 0; still < 10 && positions.length < 500;) {
    const y = await page.evaluate(() => window.scrollY);
    still = y === positions.at(-1) ? still + 1 : 0;
    if (still === 0) positions.push(y);
    await page.waitForTimeout(10);
  }
  expect(positions.length).toBeGreaterThan(2);
  await expectSectionBelowHeader(page, '#contact');
});
