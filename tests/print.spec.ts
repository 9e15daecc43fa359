/**
 * The legal and service pages print as documents (src/styles/print.css): what works only on a
 * screen is left out, the text is black on white in the firm's serif at a print size, and a link's
 * address follows its words.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The generated text after an element, as it is printed (`none` when there is none). */
const printedAfter = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node, '::after').content);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`/privacy-policy printed from a device in its ${colorScheme} scheme: no header, menu button or footer navigation; black serif text on white, each link’s address after it`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/privacy-policy');
    const header = page.getByRole('banner');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const footerNavigation = page
      .getByRole('contentinfo')
      .getByRole('navigation', { includeHidden: true });
    // On the screen first, so that what follows is printing's doing.
    await expect(header).toBeVisible();
    await expect(menuButton).toBeVisible();
    await expect(footerNavigation).toHaveCount(2);
    for (const navigation of await footerNavigation.all()) await expect(navigation).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(header).toBeHidden();
    await expect(menuButton).toBeHidden();
    for (const navigation of await footerNavigation.all()) await expect(navigation).toBeHidden();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();

    const text = page.getByRole('paragraph').filter({ hasText: 'This policy explains how' });
    await expect(text).toBeVisible();
    const typeset = await text.evaluate((node) => {
      const style = getComputedStyle(node);
      return { family: style.fontFamily, size: style.fontSize, colour: style.color };
    });
    expect(typeset.family).toMatch(/^"Cormorant Garamond"/);
    expect(typeset.size).toBe('16px'); // 12 pt
    expect(typeset.colour).toBe('rgb(0, 0, 0)');
    expect(
      await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
    ).toMatch(/^rgba?\((255, 255, 255|0, 0, 0, 0)\)$/); // white paper, or none at all

    const linkedIn = page.getByRole('contentinfo').getByRole('link', { name: /LinkedIn/ });
    await expect(linkedIn).toBeVisible();
    expect(await printedAfter(linkedIn)).toBe(`" (${await linkedIn.getAttribute('href')})"`);
    // Not a jump within the page, nor a mailbox, whose words are its address.
    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await printedAfter(contents.getByRole('link').first())).toBe('none');
    const mailbox = page.getByRole('main').getByRole('link', { name: /@/ }).first();
    expect(await printedAfter(mailbox)).toBe('none');
  });
}

test('/fixed-income printed leaves out its hero’s button and artwork and its enquiry form, and shows every FAQ answer', async ({
  page,
}) => {
  await page.goto('/fixed-income');
  const heroButton = page.getByRole('link', { name: 'REGISTER YOUR INTEREST' });
  const artwork = page.getByRole('main').locator('img').first();
  const form = page.getByRole('form', { name: 'Fixed Income enquiry' });
  const answer = page.getByText('Each issuer or borrower sets its own minimum', { exact: false });
  await expect(heroButton).toBeVisible();
  await expect(artwork).toBeVisible();
  await expect(form).toBeVisible();
  await expect(answer).toBeHidden(); // its question is closed

  await page.emulateMedia({ media: 'print' });
  await expect(heroButton).toBeHidden();
  await expect(artwork).toBeHidden();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Register Your Interest' })).toBeVisible();
  await expect(answer).toBeVisible();
});
