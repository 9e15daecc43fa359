/**
 * An HTTP proxy in front of the site server that loses each of the code's files once, as a
 * connection that drops now and then does: the first request for each `/assets/*.js` is answered
 * 503, every later one is passed on. The visitor reaches the site at its own origin.
 *
 * The service worker's file it refuses every time: installed, the worker would fetch the same
 * files for its precache, and could take each one's loss in the page's stead. The visitor is on a
 * first visit whose worker has not come yet, so every request for the code is the page's own.
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LosingProxy {
  origin: string;
  /** The files it has failed once so far. */
  lost: () => string[];
  close(): Promise<void>;
}

const CODE_FILE = /^\/assets\/[^/]+\.js$/;
const WORKER_FILE = '/sw.js';

export async function startLosingProxy(sitePort: number): Promise<LosingProxy> {
  const lost = new Set<string>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path === WORKER_FILE) {
      response.writeHead(503, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    if (CODE_FILE.test(path) && !lost.has(path)) {
      lost.add(path);
      response.writeHead(503, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    lost: () => [...lost],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
