import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { fileAnsweringPath, sitePathOf } from '../../src/app/site-paths';
import {
  headersForPath,
  HEADERS_FILE,
  readHeaderRules,
  REVALIDATE,
  type HeaderRule,
} from './security-headers';

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

/** Text worth compressing. Images, fonts and video are compressed already, and answer ranges. */
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

type Encoding = 'br' | 'gzip';

/** Answers every request (any method) for its path and the paths below it. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface StaticSiteOptions {
  /** The built site (Vite's `dist`). */
  root: string;
  /** Paths served by code rather than files, e.g. the local Edge Function; tried first. */
  routes?: Record<string, RouteHandler>;
  /**
   * Headers by path, as a host applies them. Default: the build's own `_headers` (made from its
   * configuration, see security-headers.ts), so the local server sends what the host would.
   */
  headerRules?: HeaderRule[];
}

function routeFor(routes: Record<string, RouteHandler>, pathname: string): RouteHandler | null {
  for (const [path, handler] of Object.entries(routes)) {
    if (pathname === path || pathname.startsWith(`${path}/`)) return handler;
  }
  return null;
}

/** Paths served as the app's HTML: known pages answer 200, anything else 404 (the app shows its 404 page). */
export function pageStatus(pathname: string): 200 | 404 {
  return sitePathOf(pathname) ? 200 : 404;
}

/** The client's preferred encoding we offer: Brotli, then gzip (a `q=0` refuses one). */
export function pickEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** One byte range of a file of `size` bytes; null when the header asks for none we serve (send it all). */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges, or another unit: the whole file is a valid answer
  const [, first = '', last = ''] = match;
  if (!first && !last) return null;
  let start: number;
  let end: number;
  if (!first) {
    start = Math.max(0, size - Number(last));
    end = size - 1;
  } else {
    start = Number(first);
    end = last ? Math.min(Number(last), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** True when `If-None-Match` names this representation (or `*`). */
function notModified(request: IncomingMessage, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

async function fileAt(
  root: string,
  pathname: string,
): Promise<{ path: string; info: Stats } | null> {
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  // The hosting rules are read by the host, never served.
  if (candidate === join(root, HEADERS_FILE)) return null;
  try {
    const info = await stat(candidate);
    return info.isFile() ? { path: candidate, info } : null;
  } catch {
    return null;
  }
}

/** A text file held in memory with its compressed forms, each made once, on first request. */
interface CachedText {
  mtimeMs: number;
  size: number;
  /** Quoted content hash; the compressed forms' ETags add `-br` / `-gzip`. */
  hash: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return promisify(gzip)(body, { level: 9 });
  // Brotli's best setting takes seconds on the largest bundles (source maps, the main chunk), and
  // the first visitor waits for it; level 9 is nearly as small at a tenth of the time.
  const quality = body.length <= 128 * 1024 ? 11 : body.length <= 1024 * 1024 ? 9 : 5;
  return promisify(brotliCompress)(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function createTextCache() {
  const files = new Map<string, Promise<CachedText>>();
  const load = async (path: string, info: Stats): Promise<CachedText> => {
    const identity = await readFile(path);
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    return { mtimeMs: info.mtimeMs, size: info.size, hash, identity, encoded: {} };
  };
  return {
    /** The file's cached entry, reloaded when it changed on disk since. */
    async get(path: string, info: Stats): Promise<CachedText> {
      const cached = await files.get(path)?.catch(() => null);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
      const loading = load(path, info);
      files.set(path, loading);
      loading.catch(() => files.delete(path));
      return loading;
    },
    encoded(entry: CachedText, encoding: Encoding): Promise<Buffer> {
      entry.encoded[encoding] ??= compress(entry.identity, encoding);
      return entry.encoded[encoding];
    },
  };
}

type TextCache = ReturnType<typeof createTextCache>;

interface FileAnswer {
  status: 200 | 404;
  /** Cache-Control for a successful answer; errors are always revalidated. */
  cacheControl: string;
}

async function sendText(
  request: IncomingMessage,
  response: ServerResponse,
  file: { path: string; info: Stats },
  cache: TextCache,
  answer: FileAnswer,
) {
  const entry = await cache.get(file.path, file.info);
  const encoding = pickEncoding(String(request.headers['accept-encoding'] ?? ''));
  const etag = `"${entry.hash}${encoding ? `-${encoding}` : ''}"`;
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', answer.status === 200 ? answer.cacheControl : REVALIDATE);
  if (answer.status === 200 && notModified(request, etag)) {
    response.writeHead(304).end();
    return;
  }
  const body = encoding ? await cache.encoded(entry, encoding) : entry.identity;
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.writeHead(answer.status, { 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Binary files stream from disk, whole or one byte range (video players ask for ranges). */
async function sendBinary(
  request: IncomingMessage,
  response: ServerResponse,
  file: { path: string; info: Stats },
  cacheControl: string,
) {
  const { size, mtimeMs } = file.info;
  const etag = `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`;
  response.setHeader('ETag', etag);
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('Cache-Control', cacheControl);
  if (notModified(request, etag)) {
    response.writeHead(304).end();
    return;
  }
  // If-Range: a range of a file that has changed since would splice two versions; send it whole.
  const ifRange = request.headers['if-range'];
  const rangeHeader =
    request.headers.range && (!ifRange || ifRange === etag) ? request.headers.range : '';
  const range = rangeHeader ? parseRange(rangeHeader, size) : null;
  if (range === 'unsatisfiable') {
    response.setHeader('Cache-Control', REVALIDATE);
    response.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) response.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  response.writeHead(range ? 206 : 200, { 'Content-Length': size === 0 ? 0 : end - start + 1 });
  if (request.method === 'HEAD' || size === 0) {
    response.end();
    return;
  }
  await pipeline(createReadStream(file.path, { start, end }), response);
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
 * Serves the built single-page site: files as they are, every other path as the app's HTML, except
 * the paths given to `routes`. Every answer, the routes' too, carries the headers the hosting rules
 * give its path; text is compressed (each file once, kept in memory) and binary files answer ranges.
 */
export function createStaticSiteServer({
  root,
  routes = {},
  headerRules,
}: StaticSiteOptions): Server {
  const siteRoot = resolve(root);
  const rules = headerRules ?? readHeaderRules(siteRoot, process.env);
  const textCache = createTextCache();
  return createServer((request, response) => {
    void (async () => {
      const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        pathname = '';
      }
      const headers = headersForPath(rules, pathname || rawPath);
      const cacheControl = headers.get('cache-control') ?? REVALIDATE;
      headers.delete('cache-control'); // only successful file answers take the path's caching
      for (const [name, value] of headers) response.setHeader(name, value);

      if (!pathname) {
        sendPlain(response, 400, 'Bad request');
        return;
      }
      const route = routeFor(routes, pathname);
      if (route) {
        await route(request, response);
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sendPlain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
        return;
      }
      let file = pathname.endsWith('/') ? null : await fileAt(siteRoot, pathname);
      let answer: FileAnswer = { status: 200, cacheControl };
      if (!file) {
        // A missing file with an extension is a missing file, not a page.
        if (extname(pathname) && !pathname.endsWith('.html')) {
          sendPlain(response, 404, 'Not found');
          return;
        }
        // Each page has its own prerendered file (a build without them: the app's index.html).
        const status = pageStatus(pathname);
        file =
          (await fileAt(siteRoot, `/${fileAnsweringPath(pathname)}`)) ??
          (await fileAt(siteRoot, '/index.html'));
        if (!file) {
          sendPlain(response, 404, 'Not found');
          return;
        }
        answer = { status, cacheControl };
      }
      const extension = extname(file.path).toLowerCase();
      response.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
      if (COMPRESSIBLE.has(extension)) await sendText(request, response, file, textCache, answer);
      else await sendBinary(request, response, file, cacheControl);
    })().catch((error: unknown) => {
      // The client closed the connection during (or right at the end of) the answer: not our failure.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      console.error('Request failed', request.url, error);
      if (!response.headersSent) sendPlain(response, 500, 'Internal server error');
      else response.destroy();
    });
  });
}
