/**
 * Serves the news-feed fixtures for the end-to-end tests, standing in for the RSS-to-JSON service
 * and the newspaper's image host:
 *   GET /feed/<name>[?delay=ms]  tests/fixtures/news/<name>.json; 'http-500' answers 500
 *   GET /images/<file>           tests/fixtures/news/images/<file>, or 404
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';

const port = Number(process.env.FEED_FIXTURE_PORT ?? 4318);
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'news');
const cors = { 'Access-Control-Allow-Origin': '*' };

const server = createServer((request, response) => {
  void (async () => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    const name = basename(url.pathname);
    const delay = Number(url.searchParams.get('delay') ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(delay, 10_000)));

    if (url.pathname === '/health') {
      response.writeHead(200, cors).end('ok');
    } else if (url.pathname === '/feed/http-500') {
      response
        .writeHead(500, { ...cors, 'Content-Type': 'text/plain' })
        .end('Internal Server Error');
    } else if (url.pathname.startsWith('/feed/')) {
      const body = await readFile(join(fixtures, `${name}.json`), 'utf8').catch(() => null);
      // The fixtures name their images on the default port; they are served from this one.
      const feed = body?.replaceAll('http://localhost:4318/', `http://localhost:${port}/`);
      if (feed) response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(feed);
      else response.writeHead(404, cors).end('no such feed fixture');
    } else if (url.pathname.startsWith('/images/')) {
      const body = await readFile(join(fixtures, 'images', name)).catch(() => null);
      if (body) response.writeHead(200, { ...cors, 'Content-Type': 'image/svg+xml' }).end(body);
      else response.writeHead(404, cors).end('no such image');
    } else {
      response.writeHead(404, cors).end('not found');
    }
  })();
});
server.listen(port, () => console.log(`Feed fixtures at http://localhost:${port}`));
