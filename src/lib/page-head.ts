import { PAGE_META, shareCardCopy, type PagePath } from '../content/page-meta';
import type { PageMeta } from '../content/types';
import { documentTitle, siteConfig } from '../content/site-config';
import { SHARE_CARD_SIZE, shareCardFile } from './share-cards';

/** Absolute address of a site path, as search engines and link previews need it. */
export function canonicalUrl(path: string): string {
  return `${siteConfig.siteUrl}${path}`;
}

/**
 * The `head` of a route: document title, meta description, canonical address and the Open Graph
 * tags link previews read, with the page's own share card. Prerendering writes these into each
 * page's static HTML.
 */
export function pageHead(path: PagePath) {
  const meta: PageMeta = PAGE_META[path];
  const title = documentTitle(meta.title);
  const url = canonicalUrl(path);
  const image = canonicalUrl(shareCardFile(path));
  const alt = shareCardCopy.alt(meta.title);
  return {
    meta: [
      { title },
      { name: 'description', content: meta.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteConfig.brandName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(SHARE_CARD_SIZE.width) },
      { property: 'og:image:height', content: String(SHARE_CARD_SIZE.height) },
      { property: 'og:image:alt', content: alt },
      { property: 'og:locale', content: 'en_GB' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: meta.description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: alt },
      ...(meta.indexed === false ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
