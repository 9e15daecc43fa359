/**
 * Writes a complete static HTML file for every page (and 404.html), and the sitemap.xml and
 * robots.txt that list them, at the end of `vite build`,
 * before the service worker's precache list is made, so the worker precaches these very files.
 * Each page is rendered by src/entry-server.tsx (the same App the browser hydrates) through a
 * Vite server in middleware mode, and gets its own head (title, description, canonical, Open
 * Graph), the site stylesheet and the early disclaimer script inline
 * (src/lib/early-page-script.ts) and its fonts preloaded: everything its first paint needs
 * arrives in one response, or starts from it. Its code is not preloaded and its entry is fetched at
 * low priority: src/main.tsx fetches the app once the page has been painted, so the script never
 * competes with the first paint.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { NOT_FOUND_FILE, pageFile, type SitePath } from '../../src/app/site-paths';
import { inlineStylesheet, siteStylesheet, type SiteStylesheet } from './site-stylesheet';
import { APP_SCRIPTS_ATTRIBUTE, EARLY_PAGE_SCRIPT } from '../../src/lib/early-page-script';

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

/** The site's self-hosted fonts: few and small, and every page sets its text in them. */
function fontFiles(bundle: Rollup.OutputBundle): string[] {
  return Object.values(bundle)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.woff2'))
    .map((file) => file.fileName);
}

/** The tags Vite writes for the app's entry and the modules it imports. */
const APP_SCRIPT_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The app's entry and the modules it imports are held in a template, which the page's early
 * script puts in the document once the page has loaded (src/lib/early-page-script.ts). The page
 * paints and loads without them (src/main.tsx waits for both anyway), so they are not asked for
 * before: they would share the connection with the fonts, stylesheet and hero image the paint
 * needs, and the load event would wait for them.
 */
export function appScriptsAfterLoad(html: string): string {
  const tags = html.match(APP_SCRIPT_TAG);
  if (!tags || html.includes(`<template ${APP_SCRIPTS_ATTRIBUTE}>`)) return html;
  const first = html.search(APP_SCRIPT_TAG);
  const rest = html.replace(APP_SCRIPT_TAG, '');
  const template = `<template ${APP_SCRIPTS_ATTRIBUTE}>${tags.join('')}</template>`;
  return rest.slice(0, first) + template + rest.slice(first);
}

export function htmlDocument(
  template: string,
  page: RenderedPage,
  path: string,
  { fonts = [], stylesheet }: { fonts?: string[]; stylesheet?: SiteStylesheet } = {},
): string {
  const { head, body } = splitHead(page.html);
  // Fonts early, so they arrive within font-display: optional's short wait and the text is set in
  // them (src/styles/fonts.css).
  const preloads = fonts
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('');
  const rootTag = '<div id="root"></div>';
  if (!template.includes(rootTag) || !template.includes('</head>')) {
    throw new Error(`index.html must contain ${rootTag} and </head> for prerendering`);
  }
  return appScriptsAfterLoad(stylesheet ? inlineStylesheet(template, stylesheet) : template)
    .replace('</head>', () => `${head}${preloads}<script>${EARLY_PAGE_SCRIPT}</script></head>`)
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
        const parts = { fonts: fontFiles(bundle), stylesheet: siteStylesheet(bundle) };
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
