import { DARK_LUMINANCE } from '../support/colours';
import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { byRole } from './support/target';

/**
 * Dark mode follows the device in every engine: with the device's theme set dark, a page of each
 * kind (the home page with its disclaimer, a service page, a legal page) is painted in the dark
 * palette, and axe (the same as Chromium's) finds no WCAG 2.2 A/AA violation, its colour contrast
 * included. Every page is Chromium's to prove (tests/accessibility.spec.ts): what differs by
 * engine is whether the device's scheme reaches the stylesheet, not the stylesheet's colours.
 */
test.use({ deviceScheme: 'dark' });

const MAIN_HEADING = byRole('heading', undefined, byRole('main'));

for (const path of ['/', '/fixed-income', '/privacy-policy']) {
  test(`${path} is dark and axe finds no WCAG 2.2 A/AA violation`, async ({ visitor }) => {
    await visitor.open(path);
    await visitor.see(MAIN_HEADING);
    if (path === '/') {
      // First the disclaimer a first visit opens with, then the page itself.
      const { disclaimerContent } = await siteContent();
      const disclaimer = byRole('dialog', disclaimerContent.title);
      expect(await visitor.backgroundLuminance(disclaimer)).toBeLessThan(DARK_LUMINANCE);
      expect(await visitor.wcagViolations()).toEqual([]);
      await visitor.readThePage();
      await visitor.press(byRole('checkbox', disclaimerContent.agreeLabel, disclaimer));
      await expect.poll(() => visitor.look(disclaimer)).toBeNull();
    }
    expect(await visitor.backgroundLuminance()).toBeLessThan(DARK_LUMINANCE);
    expect(await visitor.wcagViolations()).toEqual([]);
  });
}

test.describe('an unknown address', () => {
  // The page logs the unknown path for the site's owners (src/app); Firefox shows it as an error.
  test.use({ expectedConsoleError: /non-existent route: \/no\/such-page/ });

  test('answers with a 404 page that is dark, and axe finds no WCAG 2.2 A/AA violation', async ({
    visitor,
  }) => {
    const { errorCopy } = await siteContent();
    await visitor.open('/no/such-page');
    await visitor.see(byRole('heading', errorCopy.notFound.title));
    expect(await visitor.backgroundLuminance()).toBeLessThan(DARK_LUMINANCE);
    expect(await visitor.wcagViolations()).toEqual([]);
  });
});

test('the open side menu is dark, and axe finds no WCAG 2.2 A/AA violation', async ({
  visitor,
}) => {
  const { layoutCopy } = await siteContent();
  const menu = byRole('dialog', layoutCopy.menuTitle);
  await visitor.open('/privacy-policy');
  await visitor.press(byRole('button', layoutCopy.openMenu));
  await visitor.see(menu);
  expect(await visitor.backgroundLuminance(byRole('link', undefined, menu))).toBeLessThan(
    DARK_LUMINANCE,
  );
  expect(await visitor.wcagViolations()).toEqual([]);
});
