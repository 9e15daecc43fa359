/**
 * `npm run dev`'s pages: Vite's dev server in middleware mode, and each page rendered on request
 * by the code that prerenders it for the build (src/entry-server.tsx, `htmlDocument`), its first
 * script compiled afresh, then given Vite's client for hot reload. docs/development.md says what
 * differs from the build.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { compileFirstScript } from '../build/first-script-text';
import { htmlDocument, pageRenderer } from '../build/prerender-plugin';
import { oneAtATime } from '../../src/lib/one-at-a-time';
import { WANTED_ATTRIBUTE } from '../../src/lib/page-marks';
import type { LivePages } from './local-stack';

/** The site's one stylesheet, which the build inlines in every page: here, linked, for Vite's HMR. */
const STYLESHEET = '<link rel="stylesheet" href="/src/styles/global.css">';
/** Told to each page as it connects, and to all when a module the server renders with changes. */
const RENDERED_CODE_VERSION = 'dev-pages:rendered-code-version';
/** The name pages are rendered under, one at a time. */
const RENDERING = 'dev-pages:rendering';

/**
 * A page is what the server rendered until its code is wanted: an edit to a module the server
 * ran reaches no module in that page, so it reloads. It knows which version of the rendered code
 * it holds, and is told the latest as it connects, so that an edit saved while it was loading is
 * not missed. Once the code runs, Vite updates what the page has (React's Fast Refresh), or
 * reloads it if it cannot.
 */
const reloadWhenStale = (version: number) => `<script type="module">
import { createHotContext } from '/@vite/client';
createHotContext('/@dev-pages').on(${JSON.stringify(RENDERED_CODE_VERSION)}, (latest) => {
  if (latest !== ${version} && !document.documentElement.hasAttribute(${JSON.stringify(WANTED_ATTRIBUTE)})) location.reload();
});
</script>`;

/** Counts the edits to modules the server renders with, and tells the pages of each. */
function renderedCodeVersion(): Plugin & { current(): number } {
  let version = 0;
  return {
    name: 'rendered-code-version',
    current: () => version,
    configureServer(server) {
      const pages = server.environments.client.hot;
      pages.on('vite:client:connect', (_payload, page) =>
        page.send({ type: 'custom', event: RENDERED_CODE_VERSION, data: version }),
      );
    },
    hotUpdate({ modules, server }) {
      if (this.environment.name !== 'ssr' || modules.length === 0) return;
      version += 1;
      server.environments.client.hot.send({
        type: 'custom',
        event: RENDERED_CODE_VERSION,
        data: version,
      });
    },
  };
}

async function renderDocument(vite: ViteDevServer, url: string, version: number) {
  const { pathname } = new URL(url, 'http://localhost');
  const page = await (await pageRenderer(vite))(pathname);
  const template = (await readFile('index.html', 'utf8')).replace(
    '</head>',
    `${STYLESHEET}${reloadWhenStale(version)}</head>`,
  );
  const html = htmlDocument(template, page, page.status === 404 ? '404' : pathname, {
    favicon: await readFile('public/favicon.svg', 'utf8'),
    firstScript: compileFirstScript(),
  });
  return { ...page, html: await vite.transformIndexHtml(url, html) };
}

/** A fault in our code, shown where the developer is looking until the next edit is saved. */
function faultPage(error: unknown, version: number): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title>${reloadWhenStale(version)}</head><body><pre>${escaped}</pre></body></html>`;
}

/** What answers the pages of one development server. */
interface DevPagesServer {
  vite: ViteDevServer;
  version: () => number;
}

async function answerPage(
  { vite, version }: DevPagesServer,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = request.url ?? '/';
  const { pathname } = new URL(url, 'http://localhost');
  // Not a page: a file Vite does not have.
  if (
    !['GET', 'HEAD'].includes(request.method ?? '') ||
    (extname(pathname) && !pathname.endsWith('.html'))
  ) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  // Taken before the render: an edit saved while it runs leaves the page stale, so it reloads.
  const renderedVersion = version();
  try {
    // One page rendered at a time: Vite's module runner, asked for the same edited modules by two
    // requests at once (a page reloaded twice over), can give one of them a module before it has
    // run, its imports still undefined.
    const page = await oneAtATime(RENDERING, () => renderDocument(vite, url, renderedVersion));
    response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page.html);
  } catch (error) {
    // A fault in our code: shown where the developer is looking, and in the terminal.
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    console.error(error);
    response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(faultPage(error, renderedVersion));
  }
}

export async function createDevPages(server: Server): Promise<LivePages> {
  const versions = renderedCodeVersion();
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
    plugins: [versions],
  });
  const pages: DevPagesServer = { vite, version: versions.current };
  return {
    listener: (request, response) =>
      vite.middlewares(request, response, () => void answerPage(pages, request, response)),
    close: () => vite.close(),
  };
}
