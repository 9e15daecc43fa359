/**
 * Dark mode follows the device: with `prefers-color-scheme: dark` every page, and what opens over
 * one, is painted in the dark palette (src/styles/tokens.css), and axe finds nothing to fault,
 * its colour contrast included. Firefox and WebKit: tests/cross-engine/dark-mode.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { wcagViolations } from './support/accessibility';
import { contrastRatio, DARK_LUMINANCE, paintedColours } from './support/colours';
import {
  ENQUIRY_PAGE,
  enquiryForm,
  keepContactEnquiryOffline,
  outboxButton,
  uniqueEmail,
} from './support/enquiries';
import { expect, test, waitUntilLoaded } from './support/fixtures';
import { untilFadedIn } from './support/motion';

const backgroundOf = async (element: Locator) =>
  (await element.evaluate(paintedColours)).background;

// Reduced motion, so nothing is mid-fade while axe measures contrast.
test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });

// Every page in the dark scheme, and what opens over one (the disclaimer, the menu, the news, the
// 404 page, a page notice): tests/accessibility.spec.ts, with the same axe.

test('once the form’s code runs, its error messages have no WCAG 2.2 A/AA violations', async ({
  page,
}) => {
  await page.goto(ENQUIRY_PAGE);
  const form = enquiryForm(page);
  await waitUntilLoaded(form);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  expect(await backgroundOf(form)).toBeLessThan(DARK_LUMINANCE);
  expect(await wcagViolations(page)).toEqual([]);
});

test.describe('an enquiry sent offline', () => {
  test.use({ expectedConsoleError: /ERR_INTERNET_DISCONNECTED|ERR_FAILED/ });

  test('once the form’s code runs, its toast and the outbox panel are dark and have no WCAG 2.2 A/AA violations', async ({
    page,
    context,
  }) => {
    await page.goto(ENQUIRY_PAGE);
    const toast = await keepContactEnquiryOffline(page, context, uniqueEmail('dark-outbox'));
    await untilFadedIn(toast);
    expect(await backgroundOf(toast)).toBeLessThan(DARK_LUMINANCE);
    expect(await wcagViolations(page)).toEqual([]);

    await outboxButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Enquiries saved on this device' });
    await expect(panel).toBeVisible();
    expect(await backgroundOf(panel)).toBeLessThan(DARK_LUMINANCE);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

for (const path of ['/', '/fixed-income', '/privacy-policy']) {
  test(`dark mode moves nothing on ${path}: every element has the box it has in the light scheme`, async ({
    page,
  }) => {
    const boxes = () =>
      page.evaluate(() =>
        [...document.body.querySelectorAll('*')].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return `${element.tagName} ${x} ${y} ${width} ${height}`;
        }),
      );
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const light = await boxes();
    await page.emulateMedia({ colorScheme: 'dark' });
    // Chromium applies the new scheme to the page's styles at its next frame, not at once.
    await expect.poll(() => backgroundOf(page.locator('body'))).toBeLessThan(DARK_LUMINANCE);
    expect(await boxes()).toEqual(light);
  });
}

interface FocusRing {
  focused: string;
  contrast: number;
  /** For a ring under 3:1: what it was read against (paintedColours' `readFrom`). */
  against?: string;
}

/**
 * Every control's focus ring, as the keyboard reaches it from the top of the page: how it stands
 * out from what is around it (WCAG 2.4.7 and 1.4.11 ask 3:1), with what has it.
 */
async function focusRings(page: Page): Promise<FocusRing[]> {
  const rings: FocusRing[] = [];
  for (let press = 0; press < 80; press += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.count()) === 0) break; // past the last one, to the browser's own controls
    // Known by the element itself, not by its place among the page's elements, which moves as the
    // code, started by the keyboard in the header, adds its own: the first control reached again
    // is the round come back to the top, where the page is still scrolling to it.
    const { again, name } = await focused.evaluate((element) => {
      const seen = ((window as { __focusRingsSeen?: WeakSet<Element> }).__focusRingsSeen ??=
        new WeakSet());
      const again = seen.has(element);
      seen.add(element);
      return {
        again,
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      };
    });
    if (again) break;
    const { outline, around, readFrom } = await focused.evaluate(paintedColours);
    const contrast = outline === null ? 0 : contrastRatio(outline, around);
    const ring: FocusRing = { focused: name, contrast: Math.round(contrast * 100) / 100 };
    if (contrast < 3) ring.against = readFrom;
    rings.push(ring);
  }
  return rings;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const path of ['/fixed-income', '/privacy-policy']) {
      test(`every focus ring on ${path} stands out 3:1 from what is around it`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const rings = await focusRings(page);
        expect(rings.length, 'controls reached by the keyboard').toBeGreaterThan(10);
        expect(rings.filter((ring) => ring.contrast < 3)).toEqual([]);
      });
    }
  });
}
