import { expect, test } from './support/fixtures';

for (const path of ['/fixed-income', '/alternative-assets']) {
  test(`${path} FAQ keeps one answer open at a time and can be collapsed`, async ({ page }) => {
    await page.goto(path);
    const faq = page.locator('.faq-list');
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(4);
    const items = faq.locator('details');
    const openCount = () => faq.locator('details[open]').count();

    expect(await openCount()).toBe(0);
    await questions.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('.faq-answer')).toBeVisible();

    await questions.nth(2).click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    expect(await openCount()).toBe(1);

    await questions.nth(2).click();
    await expect(items.nth(2)).not.toHaveAttribute('open');
    expect(await openCount()).toBe(0);
  });
}

test('FAQ works from the keyboard', async ({ page }) => {
  await page.goto('/fixed-income');
  const questions = page.locator('.faq-list summary');
  await questions.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.faq-list details').nth(1)).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(questions.nth(2)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.faq-list details').nth(2)).toHaveAttribute('open', '');
  await expect(page.locator('.faq-list details').nth(1)).not.toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(page.locator('.faq-list details[open]')).toHaveCount(0);
});
