import { htmlDocument, robotsTxt, sitemapXml, splitHead } from './prerender-plugin';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

it('moves the tags React puts first into the head, marked, and leaves the body markup', () => {
  const { head, body } = splitHead(
    '<link rel="preload" href="/a.avif" as="image"/><title>T &amp; U</title><meta name="description" content="D"/><a href="#main">Skip</a><meta name="x" content="in body"/>',
  );
  expect(head).toBe(
    '<link data-prerendered-head rel="preload" href="/a.avif" as="image"/><title data-prerendered-head>T &amp; U</title><meta data-prerendered-head name="description" content="D"/>',
  );
  expect(body).toBe('<a href="#main">Skip</a><meta name="x" content="in body"/>');
});

it('writes a whole document: head tags, font and route preloads, and the markup in #root', () => {
  const html = htmlDocument(
    TEMPLATE,
    { html: '<title>Fixed</title><main>Bonds</main>', status: 200 },
    '/fixed-income',
    ['assets/fixed-income.js'],
    ['assets/inter.woff2'],
  );
  expect(html).toContain(
    '<title data-prerendered-head>Fixed</title><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2"><link rel="modulepreload" crossorigin href="/assets/fixed-income.js"></head>',
  );
  expect(html).toContain(
    '<div id="root" data-prerendered="/fixed-income"><main>Bonds</main></div>',
  );
  expect(html).not.toMatch(/<script>/);
});

it('refuses a template it cannot fill', () => {
  expect(() => htmlDocument('<html></html>', { html: '', status: 200 }, '/', [])).toThrow(
    /must contain <div id="root"><\/div>/,
  );
});

it('lists every page in the sitemap and points robots.txt at it', () => {
  const sitemap = sitemapXml('https://example.com/', ['/', '/fixed-income']);
  expect(sitemap).toContain('<loc>https://example.com/</loc>');
  expect(sitemap).toContain('<loc>https://example.com/fixed-income</loc>');
  expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  expect(robotsTxt('https://example.com')).toContain('Disallow: /functions/');
});
