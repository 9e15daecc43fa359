import { documentTitle } from '../content/site-config';
import type { PageMeta } from '../content/types';

/** The `head` of a route: its document title and meta description. */
export function pageHead(meta: PageMeta) {
  return {
    meta: [
      { title: documentTitle(meta.title) },
      { name: 'description', content: meta.description },
    ],
  };
}
