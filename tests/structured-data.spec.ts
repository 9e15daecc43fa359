/**
 * What each page tells a search engine it is (src/app/structured-data.ts), read back from the
 * page as a crawler gets it, and held to what the page itself shows.
 */
import type { Page } from '@playwright/test';
import { SITE_PATHS } from '../src/app/site-paths';
import { expect, test } from './support/fixtures';
import { siteContent } from './support/site-content';

// A crawler's view: the served HTML, with no code run.
test.use({ javaScriptEnabled: false });

interface Thing {
  '@type': string;
  [property: string]: unknown;
}

/** The page's JSON-LD, each script parsed, as one list of things. */
async function structuredData(page: Page): Promise<Thing[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts, 'one JSON-LD script').toHaveLength(1);
  const graph = JSON.parse(scripts[0]!) as { '@context': string; '@graph': Thing[] };
  expect(graph['@context']).toBe('https://schema.org');
  return graph['@graph'];
}

const ofType = (things: Thing[], type: string) => things.filter((thing) => thing['@type'] === type);

test('the home page describes the firm, with its offices, mailbox and network, and the website', async ({
  page,
  baseURL,
  request,
}) => {
  const { siteConfig } = await siteContent();
  await page.goto('/');
  const things = await structuredData(page);
  const [firm] = ofType(things, 'FinancialService');
  const [website] = ofType(things, 'WebSite');
  const home = `${siteConfig.siteUrl}/`;

  expect(firm).toMatchObject({
    name: siteConfig.brandName,
    url: home,
    email: siteConfig.infoEmail,
    sameAs: [siteConfig.professionalNetworkUrl],
  });
  const localities = (firm!.address as { addressLocality: string }[]).map((a) => a.addressLocality);
  for (const office of siteConfig.offices) {
    expect(
      localities.some((locality) => office.startsWith(`${locality},`)),
      office,
    ).toBe(true);
    // What the page itself says of its offices.
    await expect(page.locator('#contact').getByText(office)).toBeVisible();
  }
  await expect(
    page.locator('#contact').getByRole('link', { name: siteConfig.infoEmail }),
  ).toHaveAttribute('href', `mailto:${siteConfig.infoEmail}`);
  // Its logo answers, as an image, at the site's address for it.
  const logo = new URL(firm!.logo as string);
  const answer = await request.get(new URL(logo.pathname, baseURL).href);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect(website).toMatchObject({ name: siteConfig.brandName, url: home });
  expect(website!.publisher).toEqual({ '@id': firm!['@id'] });
});

for (const path of SITE_PATHS.filter((path) => path !== '/')) {
  test(`${path} gives its breadcrumb trail, from the home page to itself`, async ({ page }) => {
    const { siteConfig } = await siteContent();
    await page.goto(path);
    const [trail] = ofType(await structuredData(page), 'BreadcrumbList');
    const items = trail!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map(({ position }) => position)).toEqual([1, 2]);
    expect(items[0]).toMatchObject({ name: 'Home', item: `${siteConfig.siteUrl}/` });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(items[1]!.item).toBe(canonical);
    expect(canonical).toBe(`${siteConfig.siteUrl}${path}`);
    // Named as the page calls itself: its heading, or the page's title.
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const title = await page.title();
    expect(`${heading} ${title}`).toContain(items[1]!.name);
  });
}

for (const path of ['/fixed-income', '/alternative-assets'] as const) {
  test(`${path} gives its four questions and answers, as the page shows them`, async ({ page }) => {
    await page.goto(path);
    const [faq] = ofType(await structuredData(page), 'FAQPage');
    const given = (faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map(
      ({ name, acceptedAnswer }) => ({ question: name, answer: acceptedAnswer.text }),
    );
    const shown = await page.locator('details.faq-item').evaluateAll((items) =>
      items.map((item) => ({
        question: item.querySelector('summary')?.textContent?.trim() ?? '',
        answer: [...item.querySelectorAll('.faq-answer p')]
          .map((paragraph) => paragraph.textContent)
          .join('\n\n'),
      })),
    );
    expect(shown).toHaveLength(4);
    expect(given).toEqual(shown);
  });
}

test('/capital-raising, which asks no questions, gives no FAQ', async ({ page }) => {
  await page.goto('/capital-raising');
  expect(ofType(await structuredData(page), 'FAQPage')).toEqual([]);
});
