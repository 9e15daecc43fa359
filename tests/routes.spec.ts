import type { Page } from '@playwright/test';
import {
  startTheCode,
  clickInPlace,
  expect,
  test,
  waitForScrollToSettle,
} from './support/fixtures';
import { siteContent } from './support/site-content';
import { CONTENT_PATHS } from '../src/app/site-paths';

test.describe('unknown paths', () => {
  test.use({
    expectedConsoleError: /non-existent route: \/no\/such-page(\/again)?$|status of 404/,
  });

  /** Collects what the page logs as errors that name the unknown path. */
  function pathLogs(page: Page): string[] {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('/no/such-page'))
        logged.push(message.text());
    });
    return logged;
  }

  test('show the 404 page, log the path before any code, and lead home', async ({ page }) => {
    const logged = pathLogs(page);
    const response = await page.goto('/no/such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect
      .poll(() => logged)
      .toEqual(['404 Error: User attempted to access non-existent route: /no/such-page']);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Valletta & Thames' })).toBeVisible();
  });

  test('once the code runs, the path is not logged again, and a new unknown path is', async ({
    page,
  }) => {
    const logged = pathLogs(page);
    await page.goto('/no/such-page');
    await expect.poll(() => logged.length).toBe(1);
    await startTheCode(page);
    // The app's first render has committed and its effects have run by the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(logged).toHaveLength(1);
    // Another unknown path, shown by the app rather than loaded.
    await page.evaluate(() => {
      history.pushState({}, '', '/no/such-page/again');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => logged.length).toBe(2);
  });
});

test('legal pages give their headings, the info and legal mailboxes and their dates', async ({
  page,
}) => {
  // The privacy policy's date is the day of its present wording (decision 0050), which
  // src/content/page-wording.test.ts holds to its text; the headings and other dates are the
  // specification's.
  await siteContent();
  const { privacyPolicy } = await import('../src/content/legal/privacy-policy');
  const pages = {
    '/privacy-policy': { heading: 'Privacy Policy', date: privacyPolicy.lastUpdated },
    '/terms-of-service': { heading: 'Terms of Service', date: 'January 2025' },
    '/risk-disclosure': { heading: 'Risk Disclosure', date: '29 September 2025' },
  };
  for (const [path, { heading, date }] of Object.entries(pages)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(`Last updated: ${date}`)).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: 'info@vallettathames.example' }).first(),
    ).toHaveAttribute('href', 'mailto:info@vallettathames.example');
    await expect(
      main.getByRole('link', { name: 'legal@vallettathames.example' }).first(),
    ).toHaveAttribute('href', 'mailto:legal@vallettathames.example');
  }
});

test('once the code runs, each Learn More opens its service page at the top, in the same document, with its title', async ({
  page,
}) => {
  const { homeContent, homeLabels, documentTitle, PAGE_META } = await siteContent();
  for (const card of homeContent.services.cards) {
    await page.goto('/');
    await startTheCode(page);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const learnMore = page.getByRole('link', {
      name: `${homeLabels.learnMore} ${homeLabels.learnMoreTopic(card.title)}`,
    });
    await learnMore.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await learnMore.click();
    await expect(page).toHaveURL(card.to);
    await expect(page).toHaveTitle(documentTitle(PAGE_META[card.to].title));
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Rendered by the app, not loaded as a new page: the title is the app's doing too.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  }
});

// Decided: a link opens a service page at its top ('scroll to the top on entry'); Back and Forward
// return a visitor to where they were on it, as on any other page and website.
test('once the code runs, Back and Forward return to where the visitor was on a service page', async ({
  page,
}) => {
  await page.goto('/fixed-income');
  await startTheCode(page);
  await page.mouse.wheel(0, 1500);
  await waitForScrollToSettle(page);
  const leftAt = await page.evaluate(() => window.scrollY);
  expect(leftAt).toBeGreaterThan(1000);

  await clickInPlace(page, page.getByRole('button', { name: 'Open menu' }));
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Capital Raising' })
    .click();
  await expect(page).toHaveURL('/capital-raising');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.mouse.wheel(0, 800);
  await waitForScrollToSettle(page);
  const laterAt = await page.evaluate(() => window.scrollY);

  await page.goBack();
  await expect(page).toHaveURL('/fixed-income');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  await page.goForward();
  await expect(page).toHaveURL('/capital-raising');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(laterAt);
});

test('a page scrolled before the app starts stays where the visitor scrolled it once the code runs', async ({
  page,
}) => {
  // The app starts when a part needs it, after the first paint (src/starter.ts); on a slow device
  // the visitor may already be reading further down when it does, and the router's first render
  // must not jump them up.
  let startApp = () => {};
  const appHeld = new Promise<void>((resolve) => (startApp = resolve));
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  const arrival = page.goto('/fixed-income');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A wheel turned before the page's first frame has nothing to scroll yet, and on a busy machine
  // the scroll it starts can begin after a few quiet readings: as a visitor would, turn it again
  // until the page moves, then wait for the scroll to end.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1500);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
  await waitForScrollToSettle(page);
  const readingAt = await page.evaluate(() => window.scrollY);
  expect(readingAt).toBeGreaterThan(1000);

  startApp();
  await arrival;
  await startTheCode(page);
  await waitForScrollToSettle(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
});

test('the home page shows every section in order', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(headings).toEqual([
    'Our Services',
    'About Us',
    'Why Choose Valletta & Thames',
    'Our Team',
    'What Our Clients Say',
    'Insights & Analysis',
    'Get in Touch',
  ]);
  for (const title of ['Exclusive Access', 'Tailored Solutions', 'Focus on Security']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeAttached();
  }
  await expect(page.getByText('6 to 36 months').first()).toBeAttached();
  await expect(page.locator('#team')).toBeAttached();
  await expect(page.locator('#insights')).toContainText(
    'Stay informed with the latest market insights, investment strategies, and economic analysis from Financial Times',
  );
  await expect(page.locator('#contact')).toBeAttached();
});

test('What Our Clients Say shows four testimonials, each with its quote, first name and country', async ({
  page,
}) => {
  const { homeContent } = await siteContent();
  await page.goto('/');
  const testimonials = page.getByRole('figure');
  await expect(testimonials).toHaveCount(4);
  for (const { quote, name, title: country } of homeContent.testimonials.items) {
    expect(name, 'a first name only').toMatch(/^\p{L}+$/u);
    const testimonial = testimonials.filter({ hasText: quote });
    await expect(testimonial).toHaveCount(1);
    await expect(testimonial.getByText(name, { exact: true })).toBeAttached();
    await expect(testimonial.getByText(country, { exact: true })).toBeAttached();
  }
});

test('service pages carry the cards and sections the specification names', async ({ page }) => {
  const expectations = {
    '/alternative-assets': [
      'Enduring Worth',
      'True Portfolio Balance',
      'Structural Growth Drivers',
      'Curated Entry',
      'Our Model of Access',
      'What We Cover',
      'How We Work',
      'Who Can Participate',
    ],
    '/fixed-income': [
      'Reliable Cash Flow',
      'Risk Management',
      'Diverse Strategies',
      'Selective Partnerships',
      'What We Cover',
    ],
    '/capital-raising': [
      'What We Offer',
      'Equity Funding',
      'Debt Solutions',
      'Alternative Funding',
      'Why Work With Us',
    ],
  };
  for (const [path, headings] of Object.entries(expectations)) {
    await page.goto(path);
    for (const name of headings) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
    }
  }
});

test('Why Work With Us gives its four points', async ({ page }) => {
  const { capitalRaisingPage } = await siteContent();
  const section = capitalRaisingPage.sections.find(({ id }) => id === 'why-work-with-us');
  if (section?.kind !== 'list') throw new Error('no Why Work With Us list in the copy');
  await page.goto('/capital-raising');
  const points = page.getByRole('region', { name: section.heading }).getByRole('listitem');
  await expect(points).toHaveCount(4);
  for (const [index, { title, text }] of section.items.entries()) {
    await expect(points.nth(index).getByRole('heading', { name: title })).toBeAttached();
    await expect(points.nth(index)).toContainText(text);
  }
});

test('the legal pages cover UK and Malta data protection and what stays on the device', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const policy = page.getByRole('main');
  await expect(policy).toContainText('UK General Data Protection Regulation (UK GDPR)');
  await expect(policy).toContainText('Data Protection Act (Chapter 586 of the Laws of Malta)');
  await expect(policy).toContainText('Information and Data Protection Commissioner');
  const onDevice = page.getByRole('region', { name: 'Information kept on your device' });
  // The disclaimer flag, the offline copy of the site and the flag that it was said ready, and
  // enquiries waiting.
  await expect(onDevice).toContainText('local storage with the value "true"');
  await expect(onDevice).toContainText('local storage with the value "1"');
  await expect(onDevice).toContainText('keeps working without a connection');
  await expect(onDevice).toContainText('so that you are told only once');
  await expect(onDevice).toContainText('IndexedDB');

  await page.goto('/terms-of-service');
  await expect(
    page.getByRole('region', { name: 'Offline use and the installed app' }),
  ).toContainText('kept on your device');
});

for (const width of [360, 768, 1280]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of CONTENT_PATHS) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}

test('once the code runs, the page has one title, and it never lost it on the way', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const titles: number[] = [];
    (window as unknown as { titleCounts: number[] }).titleCounts = titles;
    const count = () => titles.push(document.head?.querySelectorAll('title').length ?? 0);
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      count();
      new MutationObserver(count).observe(document.head, { childList: true, subtree: true });
    });
  });
  await page.goto('/fixed-income');
  await startTheCode(page);
  const counts = await page.evaluate(
    () => (window as unknown as { titleCounts: number[] }).titleCounts,
  );
  expect(counts.length).toBeGreaterThan(1);
  expect(counts).not.toContain(0);
  await expect(page.locator('head title')).toHaveCount(1);
  const { documentTitle, PAGE_META } = await siteContent();
  await expect(page).toHaveTitle(documentTitle(PAGE_META['/fixed-income'].title));
});
