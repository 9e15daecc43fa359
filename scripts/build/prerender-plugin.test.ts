import {
  htmlDocument,
  appScriptsAfterLoad,
  robotsTxt,
  sitemapXml,
  splitHead,
} from './prerender-plugin';
import { EARLY_PAGE_SCRIPT } from '../../src/lib/early-page-script';

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

it('writes a whole document: head tags, font preloads, the stylesheet inline and the markup in #root', () => {
  const html = htmlDocument(
    TEMPLATE,
    { html: '<title>Fixed</title><main>Bonds</main>', status: 200 },
    '/fixed-income',
    { fonts: ['assets/inter.woff2'], stylesheet: STYLESHEET },
  );
  expect(html).toContain(
    `<title data-prerendered-head>Fixed</title><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2"><script>${EARLY_PAGE_SCRIPT}</script></head>`,
  );
  expect(html).toContain('<style>body{margin:0}</style>');
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).toContain(
    '<div id="root" data-prerendered="/fixed-income"><main>Bonds</main></div>',
  );
  // The one inline script is the early disclaimer (the policy allows that text by its hash).
  expect(html.match(/<script>/g)).toHaveLength(1);
});

it('holds the app entry and its preloaded modules in a template, in their order, for after load', () => {
  const html = appScriptsAfterLoad(
    '<head><meta charset="UTF-8"><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/helper.js"><link rel="preload" as="font" href="/a.woff2"></head>',
  );
  expect(html).toBe(
    '<head><meta charset="UTF-8"><template data-app-scripts><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/helper.js"></template><link rel="preload" as="font" href="/a.woff2"></head>',
  );
  // Once held, there is nothing left to hold; a page without scripts is left as it is.
  expect(appScriptsAfterLoad(html)).toBe(html);
  expect(appScriptsAfterLoad('<head></head>')).toBe('<head></head>');
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

it('lists every page in the sitemap and points robots.txt at it', () => {
  const sitemap = sitemapXml('https://example.com/', ['/', '/fixed-income']);
  expect(sitemap).toContain('<loc>https://example.com/</loc>');
  expect(sitemap).toContain('<loc>https://example.com/fixed-income</loc>');
  expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  expect(robotsTxt('https://example.com')).toContain('Disallow: /functions/');
});
