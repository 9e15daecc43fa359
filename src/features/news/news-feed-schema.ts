import * as v from 'valibot';

/** Only web links: a feed must never hand the page a `javascript:` or `data:` URL. */
const WebUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url(),
  v.check((url) => /^https?:\/\//i.test(url), 'not an http(s) URL'),
);

/** The RSS-to-JSON service's answer. Items are checked one by one, so one bad item costs only itself. */
export const FeedResponseSchema = v.object({
  status: v.string(),
  feed: v.optional(
    v.object({
      title: v.optional(v.string(), ''),
      description: v.optional(v.string(), ''),
      link: v.optional(v.string(), ''),
    }),
    {},
  ),
  items: v.optional(v.array(v.unknown()), []),
});

export const FeedItemSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1)),
  link: WebUrl,
  description: v.optional(v.string(), ''),
  pubDate: v.string(),
  author: v.optional(v.string()),
  categories: v.optional(v.array(v.string()), []),
  guid: v.optional(v.string()),
  thumbnail: v.optional(v.unknown()),
  enclosure: v.optional(v.unknown()),
});

export type FeedItem = v.InferOutput<typeof FeedItemSchema>;

/** The item's image: its thumbnail, else its enclosure's link, else none. Only web URLs count. */
export function itemImage(item: Pick<FeedItem, 'thumbnail' | 'enclosure'>): string {
  const enclosureLink =
    typeof item.enclosure === 'object' && item.enclosure !== null && 'link' in item.enclosure
      ? (item.enclosure as { link: unknown }).link
      : undefined;
  for (const candidate of [item.thumbnail, enclosureLink]) {
    if (typeof candidate === 'string' && v.is(WebUrl, candidate)) return candidate.trim();
  }
  return '';
}
