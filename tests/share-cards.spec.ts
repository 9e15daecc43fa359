/**
 * Each page's link preview (scripts/build/share-cards.ts): a card of its own, 1200 x 630, named in
 * its head with its size and alt text, for crawlers only (never precached for visitors).
 */
import { join } from 'node:path';
import { readPrecacheManifest } from '../scripts/build/precache-manifest';
import { SITE_PATHS } from '../src/app/site-paths';
import { expect, test } from './support/fixtures';
import { siteContent } from './support/site-content';

/** A PNG's size, from its header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The content of every head tag named `name` or `property`. */
function tags(html: string, name: string): string[] {
  const pattern = new RegExp(`<meta[^>]+(?:name|property)="${name}"[^>]+content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map(([, content]) => content!.replaceAll('&amp;', '&'));
}

test('every page has a share card of its own, 1200 x 630, named with its size and alt text', async ({
  request,
  baseURL,
}) => {
  const { PAGE_META, siteConfig } = await siteContent();
  const cards = new Set<string>();
  for (const path of SITE_PATHS) {
    const html = await (await request.get(path)).text();
    const [image] = tags(html, 'og:image');
    expect(image, path).toMatch(new RegExp(`^${siteConfig.siteUrl}/og/[\\w-]+\\.png$`));
    cards.add(image!);
    expect(tags(html, 'twitter:image'), path).toEqual([image]);
    expect(tags(html, 'og:image:type'), path).toEqual(['image/png']);
    expect(tags(html, 'og:image:width'), path).toEqual(['1200']);
    expect(tags(html, 'og:image:height'), path).toEqual(['630']);
    const [alt] = tags(html, 'og:image:alt');
    // The card says the page's own title, the firm's name and its risk line.
    expect(alt).toContain(PAGE_META[path].title);
    expect(alt).toContain(siteConfig.brandName);
    expect(alt).toContain('Capital at risk');
    expect(tags(html, 'twitter:image:alt'), path).toEqual([alt]);

    const card = await request.get(new URL(new URL(image!).pathname, baseURL).href);
    expect(card.status(), image).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  }
  expect(cards.size, 'one card per page').toBe(SITE_PATHS.length);
});

test('the share cards are not precached: visitors never fetch them', async () => {
  const manifest = await readPrecacheManifest(join(import.meta.dirname, '..', 'dist'));
  const urls = manifest!.files.map((file) => file.url);
  expect(urls).toContain('index.html');
  expect(urls.filter((url) => url.startsWith('og/'))).toEqual([]);
});
