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
import { htmlDocument, pageRenderer, type RenderedPage } from '../build/prerender-plugin';
import { WANTED_ATTRIBUTE } from '../../src/lib/page-marks';
import type { LivePages } from './local-stack';

/** The site's one stylesheet, which the build inlines in every page: here, linked, for Vite's HMR. */
const STYLESHEET = '<link rel="stylesheet" href="/src/styles/global.css">';
/** Told to the pages when a module the server renders them with has changed. */
const RENDERED_CODE_CHANGED = 'dev-pages:rendered-code-changed';

/**
 * A page is what the server rendered until its code is wanted: an edit to a module the server
 * ran reaches no module in that page, so it reloads. Once the code runs, Vite updates what the
 * page has (React's Fast Refresh), or reloads it if it cannot.
 */
const RELOAD_BEFORE_THE_CODE = `<script type="module">
import { createHotContext } from '/@vite/client';
createHotContext('/@dev-pages').on(${JSON.stringify(RENDERED_CODE_CHANGED)}, () => {
  if (!document.documentElement.hasAttribute(${JSON.stringify(WANTED_ATTRIBUTE)})) location.reload();
});
</script>`;

function tellPagesOfRenderedCode(): Plugin {
  let dev: ViteDevServer | undefined;
  return {
    name: 'tell-pages-of-rendered-code',
    configureServer(server) {
      dev = server;
    },
    hotUpdate({ modules }) {
      if (this.environment.name !== 'ssr' || modules.length === 0) return;
      dev?.environments.client.hot.send({ type: 'custom', event: RENDERED_CODE_CHANGED });
    },
  };
}

async function renderDocument(vite: ViteDevServer, url: string): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const page = await (await pageRenderer(vite))(pathname);
  const template = (await readFile('index.html', 'utf8')).replace(
    '</head>',
    `${STYLESHEET}${RELOAD_BEFORE_THE_CODE}</head>`,
  );
  const html = htmlDocument(template, page, page.status === 404 ? '404' : pathname, {
    favicon: await readFile('public/favicon.svg', 'utf8'),
    firstScript: compileFirstScript(),
  });
  return { ...page, html: await vite.transformIndexHtml(url, html) };
}

async function answerPage(vite: ViteDevServer, request: IncomingMessage, response: ServerResponse) {
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
  try {
    const page = await renderDocument(vite, url);
    response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page.html);
  } catch (error) {
    // A fault in our code: shown where the developer is looking, and in the terminal.
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    console.error(error);
    response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}

export async function createDevPages(server: Server): Promise<LivePages> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
    plugins: [tellPagesOfRenderedCode()],
  });
  return {
    listener: (request, response) =>
      vite.middlewares(request, response, () => void answerPage(vite, request, response)),
    close: () => vite.close(),
  };
}
