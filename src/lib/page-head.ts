import { PAGE_META, type PagePath } from '../content/page-meta';
import type { PageMeta } from '../content/types';
import { documentTitle, siteConfig } from '../content/site-config';
import { heroPosterUrl } from './media';

/** Absolute address of a site path, as search engines and link previews need it. */
export function canonicalUrl(path: string): string {
  return `${siteConfig.siteUrl}${path}`;
}

/**
 * The `head` of a route: document title, meta description, canonical address and the Open Graph
 * tags link previews read. Prerendering writes these into each page's static HTML.
 */
export function pageHead(path: PagePath) {
  const meta: PageMeta = PAGE_META[path];
  const title = documentTitle(meta.title);
  const url = canonicalUrl(path);
  const poster = heroPosterUrl('jpg');
  const image = /^https?:/.test(poster) ? poster : `${siteConfig.siteUrl}${poster}`;
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
      { property: 'og:locale', content: 'en_GB' },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(meta.indexed === false ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
