import { readFile } from 'node:fs/promises';

/**
 * The titles of the feed the end-to-end build reads (scripts/testing/e2e-settings.ts): the
 * fixture server's.
 */
export async function fixtureFeedTitles(): Promise<string[]> {
  const feed = JSON.parse(
    await readFile(new URL('../../fixtures/news/feed-ok.json', import.meta.url), 'utf8'),
  ) as { items: { title?: string }[] };
  return feed.items.map((item) => item.title ?? '');
}
