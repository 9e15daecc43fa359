/**
 * Writes a complete static HTML file for every page (and 404.html), and the sitemap.xml and
 * robots.txt that list them, at the end of `vite build`,
 * before the service worker's precache list is made, so the worker precaches these very files.
 * Each page is rendered by src/entry-server.tsx (the same App the browser hydrates) through a
 * Vite server in middleware mode, and gets its own head (title, description, canonical, Open
 * Graph), the site stylesheet, the favicon and the early script inline
 * (src/early-page.ts): everything its first paint needs arrives in one response, but for the
 * fonts of its first screen, which it preloads and uses if they come in time (decision 0042). Its
 * code and its manifest are held until the page has been painted, so they never compete with the
 * first paint.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { NOT_FOUND_FILE, pageFile, type SitePath } from '../../src/app/site-paths';
import { inlineStylesheet, siteStylesheet, type SiteStylesheet } from './site-stylesheet';
import { earlyPageScript } from './early-page-script';
import { AFTER_PAINT_ATTRIBUTE, FIRST_SCREEN_FONTS_ATTRIBUTE } from '../../src/lib/page-marks';

interface RenderedPage {
  html: string;
  status: 200 | 404;
}

/** A path no page has: what the site answers for it is the 404 page. */
const NOT_FOUND_PROBE = '/__prerender-not-found__';

const HOISTED_TAG = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

/**
 * React puts a page's title, meta and link tags first in its output; they belong in the head.
 * Returns them apart from the body markup, marked so the browser can hand them back to React.
 */
export function splitHead(html: string): { head: string; body: string } {
  let head = '';
  let body = html;
  for (let match = HOISTED_TAG.exec(body); match; match = HOISTED_TAG.exec(body)) {
    head += match[0].replace(/^<(\w+)/, '<$1 data-prerendered-head');
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/** The tags Vite writes for the app's entry and the modules it imports. */
const APP_SCRIPT_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
/** The link a browser follows by itself once the page has loaded, whatever it shows: the manifest. */
const BROWSER_FETCH_TAG = /<link rel="manifest"[^>]*>/g;

/**
 * What the first paint does not need is held in a template, which the page reads once it has
 * loaded and painted:
 * - the app's entry and the modules it imports (decision 0029), which the early script imports
 *   then (src/runtime/starter.ts). The page paints and loads without them (src/main.tsx waits for
 *   both anyway); asked for before, they would share the connection with what the paint needs, and
 *   the load event would wait for them;
 * - the manifest (decision 0036), which the browser would fetch as soon as the page has loaded,
 *   often before its first paint is on screen. The starter puts it in once it listens for the
 *   install offer (src/features/pwa/install-offer.ts). Without JavaScript a <noscript> holds the
 *   same link, so the browser still has it.
 * The scripts come first, in their order, so the entry is asked for first.
 */
export function holdUntilAfterPaint(html: string): string {
  if (html.includes(`<template ${AFTER_PAINT_ATTRIBUTE}>`)) return html;
  const scripts = html.match(APP_SCRIPT_TAG) ?? [];
  const links = html.match(BROWSER_FETCH_TAG) ?? [];
  if (scripts.length + links.length === 0) return html;
  const first = Math.min(
    ...[APP_SCRIPT_TAG, BROWSER_FETCH_TAG].map((tag) => html.search(tag)).filter((at) => at >= 0),
  );
  const rest = html.replace(APP_SCRIPT_TAG, '').replace(BROWSER_FETCH_TAG, '');
  const template = `<template ${AFTER_PAINT_ATTRIBUTE}>${[...scripts, ...links].join('')}</template>`;
  const withoutScript = links.length > 0 ? `<noscript>${links.join('')}</noscript>` : '';
  return rest.slice(0, first) + template + withoutScript + rest.slice(first);
}

/** The tab's icon, a small SVG, written into the page as a data: address. */
const FAVICON_HREF = 'href="/favicon.svg"';

/**
 * Writes the favicon into the page (under 300 bytes compressed): a browser asks for a page's icon
 * as soon as it has loaded, often before the first paint is on screen, and without a link it asks
 * for /favicon.ico (decision 0036).
 */
export function inlineFavicon(html: string, svg: string): string {
  if (!html.includes(FAVICON_HREF))
    throw new Error(`index.html has no <link rel="icon" ${FAVICON_HREF}>`);
  const address = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  return html.replace(FAVICON_HREF, () => `href="${address}"`);
}

/**
 * The faces a page's first screen sets its text in: Cormorant Garamond 600 (the headings and the
 * logo) and Inter (the text). Cormorant 500 (the side menu's links, quotes) is not in a first
 * screen, and comes when it is used.
 */
const FIRST_SCREEN_FONT =
  /\/(cormorant-garamond-latin-600-normal|inter-latin-wght-normal)-[\w-]+\.woff2$/;

/** The files of the faces a page's first screen uses, from the build; fails if one is missing. */
export function firstScreenFonts(bundle: Rollup.OutputBundle): string[] {
  const files = Object.values(bundle)
    .map((file) => `/${file.fileName}`)
    .filter((file) => FIRST_SCREEN_FONT.test(file));
  if (files.length !== 2) {
    throw new Error(`Expected the two fonts of a first screen in the build, found ${files.length}`);
  }
  return files;
}

/**
 * Preload links for the fonts of the first screen, first in the head, held in a `<noscript>`: the
 * page's first script, right after them, puts them in the head when the page came quickly enough for
 * them to come in time for the first paint (src/lib/fonts-on-device.ts), and without JavaScript
 * they are there as they are. Either way `font-display: optional` uses them if they come within
 * its short wait, and nothing reflows (src/styles/fonts.css, decision 0042).
 */
function fontPreloads(fonts: readonly string[]): string {
  if (fonts.length === 0) return '';
  const links = fonts
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
  return `<noscript ${FIRST_SCREEN_FONTS_ATTRIBUTE}>${links}</noscript>`;
}

/**
 * The page's charset declaration: the fonts' links, then the early script, come right after it,
 * first of all, so that the script decides on the fonts (and marks the page) as soon as the head
 * begins to arrive, before its stylesheet.
 */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

export function htmlDocument(
  template: string,
  page: RenderedPage,
  path: string,
  {
    stylesheet,
    favicon,
    fonts = [],
  }: { stylesheet?: SiteStylesheet; favicon?: string; fonts?: readonly string[] } = {},
): string {
  const { head, body } = splitHead(page.html);
  const rootTag = '<div id="root"></div>';
  if (!template.includes(rootTag) || !template.includes('</head>')) {
    throw new Error(`index.html must contain ${rootTag} and </head> for prerendering`);
  }
  const inlined = stylesheet ? inlineStylesheet(template, stylesheet) : template;
  return holdUntilAfterPaint(favicon === undefined ? inlined : inlineFavicon(inlined, favicon))
    .replace(
      CHARSET,
      (charset) => `${charset}${fontPreloads(fonts)}<script>${earlyPageScript()}</script>`,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace(
      rootTag,
      `<div id="root" data-prerendered="${page.status === 404 ? '404' : path}">${body}</div>`,
    );
}

/** sitemap.xml: every page at its canonical address. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${base}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the function and local-only paths. */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `User-agent: *\nAllow: /\nDisallow: /functions/\nDisallow: /__local/\n\nSitemap: ${base}/sitemap.xml\n`;
}

export function prerenderPages({
  paths,
  indexed,
  siteUrl,
}: {
  paths: readonly SitePath[];
  /** The pages the sitemap lists. */
  indexed: readonly SitePath[];
  siteUrl: string;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      const outDir = config.build.outDir;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
          renderPage: (path: string) => Promise<RenderedPage>;
        };
        const write = async (file: string, html: string) => {
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), html);
        };
        const parts = {
          stylesheet: siteStylesheet(bundle),
          fonts: firstScreenFonts(bundle),
          favicon: await readFile(join(outDir, 'favicon.svg'), 'utf8'),
        };
        for (const path of paths) {
          const page = await renderPage(path);
          if (page.status !== 200) throw new Error(`Prerendering ${path} answered ${page.status}`);
          await write(pageFile(path), htmlDocument(template, page, path, parts));
        }
        const notFound = await renderPage(NOT_FOUND_PROBE);
        if (notFound.status !== 404) throw new Error('The 404 page did not render as a 404');
        await write(NOT_FOUND_FILE, htmlDocument(template, notFound, '404', parts));
        await write('sitemap.xml', sitemapXml(siteUrl, indexed));
        await write('robots.txt', robotsTxt(siteUrl));
        config.logger.info(`prerendered: ${paths.length} pages, 404.html, sitemap.xml, robots.txt`);
      } finally {
        await server.close();
      }
    },
  };
}
