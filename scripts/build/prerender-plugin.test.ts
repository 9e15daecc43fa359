import {
  htmlDocument,
  holdUntilAfterPaint,
  inlineFavicon,
  robotsTxt,
  sitemapXml,
  w3cDate,
  splitHead,
} from './prerender-plugin';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';
const STYLESHEET = { fileName: 'assets/index.css', css: 'body{margin:0}' };

it('moves the tags React puts first into the head, marked, and leaves the body markup', () => {
  const { head, body } = splitHead(
    '<link rel="preload" href="/a.avif" as="image"/><title>T &amp; U</title><meta name="description" content="D"/><a href="#main">Skip</a><meta name="x" content="in body"/>',
  );
  expect(head).toBe(
    '<link data-prerendered-head rel="preload" href="/a.avif" as="image"/><title data-prerendered-head>T &amp; U</title><meta data-prerendered-head name="description" content="D"/>',
  );
  expect(body).toBe('<a href="#main">Skip</a><meta name="x" content="in body"/>');
});

it('writes a whole document: head tags, the stylesheet inline and the markup in #root, preloading nothing but its fonts, held', () => {
  const html = htmlDocument(
    TEMPLATE,
    { html: '<title>Fixed</title><main>Bonds</main>', status: 200 },
    '/fixed-income',
    { stylesheet: STYLESHEET, fonts: ['/assets/face-600.woff2'] },
  );
  expect(html).toContain(
    '<title data-prerendered-head>Fixed</title><script type="speculationrules">{"prefetch":',
  );
  // The first screen's fonts are asked for first of all, before the rest of the head has come,
  // then the first script.
  expect(html).toMatch(
    /<meta charset="UTF-8"\s*\/?><link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/face-600.woff2"><script>/,
  );
  expect(html.match(/rel="preload"/g)).toHaveLength(1);
  expect(html).toContain('<style>body{margin:0}</style>');
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).toContain(
    '<div id="root" data-prerendered="/fixed-income"><main>Bonds</main></div>',
  );
  // The inline scripts are the first script and the speculation rules (the policy allows both
  // texts by their hashes).
  expect(html.match(/<script>/g)).toHaveLength(1);
  expect(html.match(/<script type="speculationrules">[^<]+<\/script><\/head>/g)).toHaveLength(1);
});

it('holds the app entry and its modules, then the manifest, for after the first paint', () => {
  const html = holdUntilAfterPaint(
    '<head><meta charset="UTF-8"><link rel="manifest" href="/manifest.webmanifest"><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/helper.js"><link rel="canonical" href="/"></head>',
  );
  expect(html).toBe(
    '<head><meta charset="UTF-8"><template data-after-paint><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/helper.js"><link rel="manifest" href="/manifest.webmanifest"></template>' +
      '<noscript><link rel="manifest" href="/manifest.webmanifest"></noscript><link rel="canonical" href="/"></head>',
  );
  // Once held, there is nothing left to hold; a page with none of these is left as it is.
  expect(holdUntilAfterPaint(html)).toBe(html);
  expect(holdUntilAfterPaint('<head></head>')).toBe('<head></head>');
});

it('writes the favicon into the page, and refuses a template without it', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0d1f33"/></svg>\n';
  expect(inlineFavicon('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />', svg)).toBe(
    `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg.trim())}" type="image/svg+xml" />`,
  );
  expect(() => inlineFavicon('<head></head>', svg)).toThrow(/no <link rel="icon"/);
});

it('refuses a template it cannot fill', () => {
  expect(() => htmlDocument('<html></html>', { html: '', status: 200 }, '/')).toThrow(
    /must contain <div id="root"><\/div>/,
  );
  expect(() =>
    htmlDocument(TEMPLATE, { html: '', status: 200 }, '/', {
      stylesheet: { ...STYLESHEET, fileName: 'assets/other.css' },
    }),
  ).toThrow(/no <link rel="stylesheet"> to \/assets\/other.css/);
});

it('lists every page in the sitemap, with the day its wording changed, and points robots.txt at it', () => {
  const sitemap = sitemapXml('https://example.com/', [
    { path: '/', lastUpdated: '1 December 2026' },
    { path: '/terms-of-service', lastUpdated: 'January 2025' },
  ]);
  expect(sitemap).toContain(
    '<url><loc>https://example.com/</loc><lastmod>2026-12-01</lastmod></url>',
  );
  expect(sitemap).toContain(
    '<url><loc>https://example.com/terms-of-service</loc><lastmod>2025-01</lastmod></url>',
  );
  expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  expect(robotsTxt('https://example.com')).toContain('Disallow: /functions/');
});

it('refuses a day it cannot write as a W3C date', () => {
  expect(w3cDate('9 March 2026')).toBe('2026-03-09');
  expect(() => w3cDate('2026-03-09')).toThrow(/not a day such as/);
  expect(() => w3cDate('31 Smarch 2026')).toThrow(/not a day such as/);
});
