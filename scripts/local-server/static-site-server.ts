/**
 * The local stand-in for the static host (decision 0006): files are `send`'s, compression is
 * `compression`'s; here are only the site's rules: the build's `_headers` on every answer, each
 * page its prerendered file, other paths the 404 page, and code at the paths given to `routes`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, resolve } from 'node:path';
import compression from 'compression';
import send from 'send';
import { fileAnsweringPath, NOT_FOUND_FILE, sitePathOf } from '../../src/app/site-paths';
import {
  headersForPath,
  HEADERS_FILE,
  readHeaderRules,
  REVALIDATE,
} from '../build/security-headers';

/** Answers every request (any method) for its path and the paths below it. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface StaticSiteOptions {
  /** The built site (Vite's `dist`). */
  root: string;
  /** Paths served by code rather than files, e.g. the local Edge Function; tried first. */
  routes?: Record<string, RouteHandler>;
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Never a byte range: its Content-Range counts the file's bytes, not the compressed ones. (Typed
 * for Express, it uses only Node's request and response.)
 */
const compress = compression({
  filter: (request, response) =>
    response.statusCode !== 206 && compression.filter(request, response),
}) as unknown as Middleware;

/** The request's path as sent (for `send`, which decodes it itself) and decoded; null if malformed. */
function requestPath(url = '/'): { encoded: string; decoded: string } | null {
  if (!url.startsWith('/')) return null;
  try {
    const { pathname } = new URL(`http://localhost${url}`);
    return { encoded: pathname, decoded: decodeURIComponent(pathname) };
  } catch {
    return null;
  }
}

function sendPlain(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': REVALIDATE,
    ...headers,
  });
  response.end(text);
}

/**
 * Sends one file of the site, or calls `onMissing` when it is not there. `cacheControl` null: the
 * 404 page, revalidated, never "not modified" (send answers 304 only to a 2xx) nor cut into ranges.
 */
function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  path: string,
  cacheControl: string | null,
  onMissing: () => void,
) {
  response.statusCode = cacheControl === null ? 404 : 200;
  response.setHeader('Cache-Control', cacheControl ?? REVALIDATE);
  send(request, path, {
    root,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    acceptRanges: cacheControl !== null,
  })
    .on('directory', onMissing)
    .on('error', (error: { status?: number }) => {
      const status = error.status ?? 500;
      if (response.headersSent) response.destroy();
      // 403 is a path that climbs out of the root: to the visitor, nothing is there.
      else if (status === 404 || status === 403) onMissing();
      else if (status === 416) sendPlain(response, 416, 'Range not satisfiable');
      else sendPlain(response, status, status >= 500 ? 'Internal server error' : 'Bad request');
    })
    .pipe(response);
}

/**
 * Answers the request with the route its path is under, if any (an error it throws is a 500):
 * whether a route took it.
 */
export function answeredByRoute(
  routes: Record<string, RouteHandler>,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const [, route] =
    Object.entries(routes).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`)) ??
    [];
  route?.(request, response).catch((error: unknown) => {
    console.error('Request failed', request.url, error);
    if (!response.headersSent) sendPlain(response, 500, 'Internal server error');
    else response.destroy();
  });
  return route !== undefined;
}

/**
 * How long an idle connection stays open: longer than browsers keep theirs (Firefox 115 s), as
 * hosts do, so that the browser closes it first. At Node's 5 s, a request sent as the server
 * closes fails (Node's own client: "socket hang up"); the home page asks for its code some 5 s
 * after its first requests, and in CI Firefox's worker failed one such request for a chunk.
 */
export const IDLE_CONNECTION_MS = 120_000;

export function createStaticSiteServer({ root, routes = {} }: StaticSiteOptions): Server {
  const siteRoot = resolve(root);
  const rules = readHeaderRules(siteRoot);
  const server = createServer((request, response) => {
    const path = requestPath(request.url);
    const headers = headersForPath(rules, path?.decoded ?? '/');
    const cacheControl = headers.get('cache-control') ?? REVALIDATE;
    headers.delete('cache-control'); // only successful file answers take the path's caching
    for (const [name, value] of headers) response.setHeader(name, value);

    if (!path) {
      sendPlain(response, 400, 'Bad request');
      return;
    }
    if (answeredByRoute(routes, path.decoded, request, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendPlain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const plainNotFound = () => sendPlain(response, 404, 'Not found');
    // A missing file with an extension is a plain 404: a browser asked for a script, not a page.
    const notFound = () =>
      extname(path.decoded) && !path.decoded.endsWith('.html')
        ? plainNotFound()
        : sendFile(request, response, siteRoot, `/${NOT_FOUND_FILE}`, null, plainNotFound);
    compress(request, response, () => {
      // The hosting rules are read by the host, never served.
      if (path.decoded === `/${HEADERS_FILE}`) return notFound();
      const file = sitePathOf(path.decoded) ? `/${fileAnsweringPath(path.decoded)}` : path.encoded;
      sendFile(request, response, siteRoot, file, cacheControl, notFound);
    });
  });
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
