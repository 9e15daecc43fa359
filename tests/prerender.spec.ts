/**
 * Every page arrives as complete HTML: readable with JavaScript off, with its own head tags, and
 * hydrated without a mismatch (the fixtures fail a test on any console error, which is where React
 * reports one).
 */
import { INDEXED_PATHS, SITE_PATHS } from '../src/app/site-paths';
import { firstScriptText } from '../scripts/build/first-script-text';
import { expect, test } from './support/fixtures';
import { siteContent } from './support/site-content';

// A first visit, so /disclaimer stays where it is rather than leading home.
test.use({ disclaimerAccepted: false });

for (const path of SITE_PATHS) {
  test(`${path} is prerendered with its full text and head tags`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(html).toMatch(/<meta[^>]+name="description"[^>]+content="[^"]{50,}"/);
    expect(html).toContain(`rel="canonical" href="http://localhost:4173${path}"`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
      expect(html).toContain(`property="${property}"`);
    }
    // The one inline script is the page's early script, which the policy allows by its hash.
    expect([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])).toEqual([
      firstScriptText(),
    ]);
    // Nothing holds up the first paint or the load event: the stylesheet is in the page, the early
    // script is small and inline, and the app's module and the modules it imports, then the
    // manifest, are held in a template, which the page reads once it has loaded and painted (the
    // first script puts the manifest in then). Nothing is preloaded but the first screen's two fonts
    // (decision 0048), and the favicon is in the page.
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]{10000,}<\/style>/);
    const held = /<template data-after-paint>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(held).toMatch(
      /^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>(<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+\.js">)+<link rel="manifest"[^>]*>$/,
    );
    const outside = html
      .replace(/<template data-after-paint>[\s\S]*?<\/template>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // (The page's structured data is data, which no browser runs: tests/structured-data.spec.ts;
    // so are the speculation rules, which only tell the browser which pages to prepare:
    // tests/next-page.spec.ts.)
    expect(outside.match(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g)).toEqual([
      '<script>',
      '<script type="speculationrules">',
    ]);
    const fonts = outside.match(/<link rel="preload" as="font"[^>]*>/g) ?? [];
    expect(fonts).toHaveLength(2);
    expect(fonts.reduce((rest, font) => rest.replace(font, ''), outside)).not.toMatch(
      /rel="(modulepreload|preload|manifest)"/,
    );
    expect(outside).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+"/);

    // What the page says in the browser: its own title, one description...
    const { documentTitle, PAGE_META } = await siteContent();
    await page.goto(path);
    await expect(page).toHaveTitle(documentTitle(PAGE_META[path].title));
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    // The first script has put the manifest in, once, listening already for the install offer.
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
    const headings = await page.locator('main').getByRole('heading').allTextContents();
    expect(headings.length).toBeGreaterThan(0);

    // ...is all there without JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const staticPage = await context.newPage();
    await staticPage.goto(path);
    // Text content, not rendered text: the comparison is about the markup, not CSS letter case.
    const withoutSpace = (text: string) => text.replace(/\s+/g, '');
    const staticText = withoutSpace((await staticPage.locator('main').textContent()) ?? '');
    for (const heading of headings) expect(staticText).toContain(withoutSpace(heading));
    await expect(staticPage.locator('h1')).toHaveCount(1);
    await context.close();
  });
}

test('an unknown path answers 404 with the prerendered not-found page', async ({ request }) => {
  const answer = await request.get('/no-such-page');
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('Oops! Page not found');
});

test('sitemap.xml lists every page for search, each with the day its wording changed, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [
    ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g),
  ];
  expect(entries.map(([, loc]) => loc)).toEqual(
    INDEXED_PATHS.map((path) => `http://localhost:4173${path}`),
  );
  for (const [, , lastmod] of entries) expect(lastmod).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
  // The disclaimer's page and the pages after an enquiry are not for search: noindex, unlisted.
  for (const path of SITE_PATHS.filter(
    (path) => !(INDEXED_PATHS as readonly string[]).includes(path),
  )) {
    expect(sitemap).not.toContain(`${path}<`);
    const page = await (await request.get(path)).text();
    expect(page, path).toContain('<meta data-prerendered-head name="robots" content="noindex"/>');
  }
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: http://localhost:4173/sitemap.xml');
});

test('/favicon.ico and the 96 px icon every page links answer as images', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  const page = await (await request.get('/')).text();
  const icon = /<link rel="icon" href="([^"]+)" type="image\/png" sizes="96x96"/.exec(page)?.[1];
  expect(icon).toBe('/icons/icon-96.png');
  const png = await request.get(icon!);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
});
