/**
 * Writes every page's static HTML, 404.html, sitemap.xml and robots.txt at the end of `vite build`
 * (docs/prerendered-pages.md says what each file holds). Pages are rendered by
 * src/entry-server.tsx, the App the browser hydrates, through a Vite server in middleware mode.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  createServer,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
  type ViteDevServer,
} from 'vite';
import { NOT_FOUND_FILE, pageFile, type SitePath } from '../../src/app/site-paths.ts';
import { inlineStylesheet, siteStylesheet, type SiteStylesheet } from './site-stylesheet.ts';
import { firstScriptText } from './first-script-text.ts';
import { speculationRulesText } from '../../src/app/speculation-rules.ts';
import { shareCardPng } from './share-cards.ts';
import { shareCardFile } from '../../src/lib/share-cards.ts';
import { MONTH_NAMES } from '../../src/lib/month-names.ts';
import {
  AFTER_PAINT_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_HEAD_ATTRIBUTE,
} from '../../src/lib/page-marks.ts';

/** What src/entry-server.tsx renders a page to. */
export interface RenderedPage {
  html: string;
  status: 200 | 404;
  /** Markup beside #root, which React never hydrates. */
  beside?: string;
  /** For a page the sitemap lists, the day its wording last changed ('28 November 2026'). */
  lastUpdated?: string;
  /** The page's JSON-LD, safe inside a <script> element. */
  structuredData?: string;
  /** What the page's share card says. */
  shareCard?: { title: string; brandName: string; riskLine: string };
}

/** src/entry-server.tsx's `renderPage`, loaded by a Vite server (the build's, or npm run dev's). */
export async function pageRenderer(
  server: ViteDevServer,
): Promise<(path: string) => Promise<RenderedPage>> {
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
    renderPage: (path: string) => Promise<RenderedPage>;
  };
  return entry.renderPage;
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
    head += match[0].replace(/^<(\w+)/, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}`);
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/** The tags Vite writes for the app's entry and the modules it imports. */
const APP_SCRIPT_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
/** The link a browser follows by itself once the page has loaded, whatever it shows: the manifest. */
const BROWSER_FETCH_TAG = /<link rel="manifest"[^>]*>/g;

/**
 * Holds the app's scripts (decision 0029) and the manifest (0036) in a template: the early script
 * imports the scripts once the page has painted, and puts the manifest in then, already
 * listening for the install offer (src/features/pwa/install-offer.ts); a <noscript> copy of the
 * manifest link serves visitors without JavaScript. The scripts come first, in their order, so
 * the entry is asked for first.
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

const FAVICON_HREF = 'href="/favicon.svg"';

/** The favicon as a data: address, so the first paint needs the HTML alone (decision 0036). */
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

/** The first screen's fonts, preloaded on every page (decision 0048). */
function fontPreloads(fonts: readonly string[]): string {
  return fonts
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`)
    .join('');
}

/**
 * The page's structured data, in its head, unmarked: the app's start takes the prerendered head
 * tags away (React renders its own), and this is no tag of React's.
 */
const jsonLd = (data?: string) =>
  data ? `<script type="application/ld+json">${data}</script>` : '';

/** The fonts' links and the early script come right after it, before the stylesheet. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

export function htmlDocument(
  template: string,
  page: RenderedPage,
  path: string,
  {
    stylesheet,
    favicon,
    fonts = [],
    firstScript = firstScriptText(),
  }: {
    stylesheet?: SiteStylesheet;
    favicon?: string;
    fonts?: readonly string[];
    /** The first script's text: the build's, compiled once, unless given. */
    firstScript?: string;
  } = {},
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
      (charset) => `${charset}${fontPreloads(fonts)}<script>${firstScript}</script>`,
    )
    .replace(
      '</head>',
      () =>
        `${head}${jsonLd(page.structuredData)}<script type="speculationrules">${speculationRulesText()}</script></head>`,
    )
    .replace(
      rootTag,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.status === 404 ? '404' : path}">${body}</div>${page.beside ?? ''}`,
    );
}

/** A wording's day as the pages give it ('28 November 2026', 'January 2025'), as a W3C date. */
export function w3cDate(day: string): string {
  const [, date, month = '', year] = /^(?:(\d{1,2}) )?([A-Z][a-z]+) (\d{4})$/.exec(day) ?? [];
  const number = (MONTH_NAMES as readonly string[]).indexOf(month) + 1;
  if (!year || number === 0) throw new Error(`"${day}" is not a day such as "28 November 2026"`);
  const yearMonth = `${year}-${String(number).padStart(2, '0')}`;
  return date ? `${yearMonth}-${date.padStart(2, '0')}` : yearMonth;
}

/** sitemap.xml: every page at its canonical address, with the day its wording last changed. */
export function sitemapXml(
  siteUrl: string,
  pages: readonly { path: string; lastUpdated: string }[],
): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = pages
    .map(
      ({ path, lastUpdated }) =>
        `  <url><loc>${base}${path}</loc><lastmod>${w3cDate(lastUpdated)}</lastmod></url>`,
    )
    .join('\n');
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
        const renderPage = await pageRenderer(server);
        const write = async (file: string, html: string | Buffer) => {
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), html);
        };
        const parts = {
          stylesheet: siteStylesheet(bundle),
          fonts: firstScreenFonts(bundle),
          favicon: await readFile(join(outDir, 'favicon.svg'), 'utf8'),
        };
        const dates = new Map<string, string>();
        const markSvg = await readFile(join(outDir, 'icons/icon.svg'), 'utf8');
        for (const path of paths) {
          const page = await renderPage(path);
          if (page.status !== 200) throw new Error(`Prerendering ${path} answered ${page.status}`);
          if (page.lastUpdated) dates.set(path, page.lastUpdated);
          if (!page.shareCard) throw new Error(`${path} has no share card`);
          await write(pageFile(path), htmlDocument(template, page, path, parts));
          await write(
            shareCardFile(path).slice(1),
            await shareCardPng({ ...page.shareCard, markSvg }),
          );
        }
        const listed = indexed.map((path) => {
          const lastUpdated = dates.get(path);
          if (!lastUpdated) throw new Error(`${path} is in the sitemap but has no lastUpdated`);
          return { path, lastUpdated };
        });
        const notFound = await renderPage(NOT_FOUND_PROBE);
        if (notFound.status !== 404) throw new Error('The 404 page did not render as a 404');
        await write(NOT_FOUND_FILE, htmlDocument(template, notFound, '404', parts));
        await write('sitemap.xml', sitemapXml(siteUrl, listed));
        await write('robots.txt', robotsTxt(siteUrl));
        config.logger.info(
          `prerendered: ${paths.length} pages and their share cards, 404.html, sitemap.xml, robots.txt`,
        );
      } finally {
        await server.close();
      }
    },
  };
}
