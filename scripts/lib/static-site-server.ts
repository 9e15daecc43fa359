import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { SITE_PATHS } from '../../src/app/site-paths';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.txt',
  '.xml',
]);
const KNOWN_PAGES = new Set<string>(SITE_PATHS);

/** Answers every request (any method) for its path and the paths below it. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface StaticSiteOptions {
  /** The built site (Vite's `dist`). */
  root: string;
  /** Paths served by code rather than files, e.g. the local Edge Function; tried first. */
  routes?: Record<string, RouteHandler>;
}

function routeFor(routes: Record<string, RouteHandler>, pathname: string): RouteHandler | null {
  for (const [path, handler] of Object.entries(routes)) {
    if (pathname === path || pathname.startsWith(`${path}/`)) return handler;
  }
  return null;
}

/** Paths served as the app's HTML: known pages answer 200, anything else 404 (the app shows its 404 page). */
export function pageStatus(pathname: string): 200 | 404 {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PAGES.has(withoutTrailingSlash) ? 200 : 404;
}

/** Hashed build assets never change under the same name; everything else must be revalidated. */
function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function pickEncoding(request: IncomingMessage, extension: string): 'br' | 'gzip' | null {
  if (!COMPRESSIBLE.has(extension)) return null;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function fileAt(root: string, pathname: string): Promise<string | null> {
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    const info = await stat(candidate);
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
  pathname: string,
): Promise<void> {
  const extension = extname(file).toLowerCase();
  const encoding = pickEncoding(request, extension);
  response.statusCode = status;
  response.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', cacheControl(pathname));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  else response.setHeader('Content-Length', (await stat(file)).size);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const body = createReadStream(file);
  if (encoding === 'br') await pipeline(body, createBrotliCompress(), response);
  else if (encoding === 'gzip') await pipeline(body, createGzip(), response);
  else await pipeline(body, response);
}

function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/** The prerendered file for a page path (404.html for unknown ones), else the app's index.html. */
async function pageFileFor(
  siteRoot: string,
  pathname: string,
  status: 200 | 404,
): Promise<{ file: string; urlPath: string }> {
  const page = pathname.replace(/\/+$/, '') || '/';
  const urlPath =
    status === 404 ? '/404.html' : page === '/' ? '/index.html' : `${page}/index.html`;
  const file = await fileAt(siteRoot, urlPath);
  return file ? { file, urlPath } : { file: join(siteRoot, 'index.html'), urlPath: '/index.html' };
}

/**
 * Serves the built single-page site: files as they are, every other path as the app's HTML, except
 * the paths given to `routes`.
 */
export function createStaticSiteServer({ root, routes = {} }: StaticSiteOptions): Server {
  const siteRoot = resolve(root);
  return createServer((request, response) => {
    void (async () => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        sendText(response, 400, 'Bad request');
        return;
      }
      const route = routeFor(routes, pathname);
      if (route) {
        await route(request, response);
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
        return;
      }
      const file = pathname.endsWith('/') ? null : await fileAt(siteRoot, pathname);
      if (file) {
        await sendFile(request, response, file, 200, pathname);
        return;
      }
      // A missing file with an extension is a missing file, not a page.
      if (extname(pathname) && !pathname.endsWith('.html')) {
        sendText(response, 404, 'Not found');
        return;
      }
      // Each page has its own prerendered file; anything else gets the 404 page.
      const status = pageStatus(pathname);
      const page = await pageFileFor(siteRoot, pathname, status);
      await sendFile(request, response, page.file, status, page.urlPath);
    })().catch((error: unknown) => {
      // The client closed the connection during (or right at the end of) the answer: not our failure.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      console.error('Request failed', request.url, error);
      if (!response.headersSent) sendText(response, 500, 'Internal server error');
      else response.destroy();
    });
  });
}
