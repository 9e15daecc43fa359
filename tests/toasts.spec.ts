import type { Locator, Page } from '@playwright/test';
import {
  ENQUIRY_PAGE,
  enquiryForm,
  fillContactForm,
  keepContactEnquiryOffline,
  toastSaying,
  uniqueEmail,
} from './support/enquiries';
import { expect, test, waitUntilLoaded } from './support/fixtures';
import { untilFadedIn } from './support/motion';

/** Sends an enquiry, which confirms itself in a toast, and returns that toast. */
async function showToast(page: Page): Promise<Locator> {
  await page.goto(ENQUIRY_PAGE);
  const form = enquiryForm(page);
  // The toast is the code's: sent before it runs, the form posts itself instead.
  await waitUntilLoaded(form);
  await fillContactForm(form, uniqueEmail('toast-swipe'));
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const toast = toastSaying(page, 'Message sent successfully!');
  await expect(toast).toBeVisible();
  return toast;
}

/**
 * Drags the toast `distance` px to the right, one pixel every 20 ms. sonner also dismisses any
 * swipe faster than 0.11 px/ms whatever its length, so the drag is slow enough (0.05 px/ms) that
 * only its distance decides. The pointer stays on the toast, which keeps it open meanwhile.
 */
async function swipeRight(page: Page, toast: Locator, distance: number): Promise<void> {
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let moved = 1; moved <= distance; moved += 1) {
    await page.mouse.move(x + moved, y);
    // Pacing, not waiting for something: the drag's speed is what is under test.
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}

test('once the form’s code runs, a toast stays after a 10 px swipe and is dismissed by a 30 px one (threshold 20 px)', async ({
  page,
}) => {
  const toast = await showToast(page);

  await swipeRight(page, toast, 10);
  // A dismissed toast leaves within its 200 ms exit animation; this one is still there after it.
  await page.waitForTimeout(600);
  await expect(toast).toBeVisible();

  await swipeRight(page, toast, 30);
  await expect(toast).toHaveCount(0);
});

test('once the form’s code runs, its toast speaks through the page’s one live region, the page notices’', async ({
  page,
}) => {
  await showToast(page);

  const liveRegions = page.locator('[aria-live]');
  await expect(liveRegions).toHaveCount(1);
  await expect(liveRegions).toHaveAttribute('aria-live', 'polite');
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('listitem'),
  ).toContainText('Message sent successfully!');
});

test.describe('sent offline', () => {
  test.use({ expectedConsoleError: /ERR_INTERNET_DISCONNECTED|ERR_FAILED/ });

  for (const width of [768, 1280]) {
    test(`once the form’s code runs, at ${width} px its toast leaves the offline bar whole`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(ENQUIRY_PAGE);
      const toast = await keepContactEnquiryOffline(page, context, uniqueEmail('toast-beside'));
      const bar = page.getByRole('status').getByText('You are offline', { exact: false });
      await expect(bar).toBeVisible();
      await untilFadedIn(toast);
      const [barBox, toastBox] = await Promise.all([bar.boundingBox(), toast.boundingBox()]);
      expect(barBox && toastBox, 'the bar and the toast are shown').toBeTruthy();
      expect(barBox!.x + barBox!.width, 'the bar ends left of the toast').toBeLessThanOrEqual(
        toastBox!.x,
      );
    });
  }
});
