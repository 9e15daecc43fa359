import * as v from 'valibot';
import { MONTH_NAMES } from '../../lib/month-names';
import { toPlainText } from '../../lib/plain-text';
import { FeedItemSchema, itemImage } from './news-feed-schema';

export const EXCERPT_LENGTH = 150;
export const WORDS_PER_MINUTE = 200;

/** A news item as a card shows it. */
export interface DisplayPost {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** 'November 21, 2026' */
  date: string;
  /** ISO date for the card's `<time datetime>`. */
  dateTime: string;
  category: string;
  readTime: string;
  link: string;
  /** Empty when the item has no usable image. */
  image: string;
  isExternal: true;
}

export interface Publisher {
  name: string;
  shortName: string;
}

/**
 * The date in en-US long form ('November 21, 2026'), in UTC, written out here rather than by
 * `Intl.DateTimeFormat`: a page's first formatter loads the browser's locale data, in one long
 * task at a phone's 4x slowdown, and it was the news section's start.
 */
export function formatDate(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The service writes '2026-11-21 14:05:00' in UTC; full RFC and ISO dates are read as given. */
export function parsePubDate(pubDate: string): Date | null {
  const trimmed = pubDate.trim();
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(trimmed)
    ? `${trimmed.replace(' ', 'T')}Z`
    : trimmed;
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function excerptOf(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

/** Minutes at 200 words a minute, rounded up; never below one, so no card says '0 min read'. */
export function readTimeOf(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/**
 * Turns the feed's raw items into cards. An item with a missing or wrong-typed field, or a date
 * that is not a date, is skipped; ids keep the item's position in the feed.
 */
export function toDisplayPosts(items: readonly unknown[], publisher: Publisher): DisplayPost[] {
  const prefix = publisher.shortName.toLowerCase();
  return items.flatMap((raw, position) => {
    const parsed = v.safeParse(FeedItemSchema, raw);
    if (!parsed.success) return [];
    const item = parsed.output;
    const published = parsePubDate(item.pubDate);
    const title = toPlainText(item.title);
    if (!published || !title) return [];
    const text = toPlainText(item.description);
    return [
      {
        id: `${prefix}-${position}`,
        title,
        excerpt: excerptOf(text),
        author: publisher.name,
        date: formatDate(published),
        dateTime: published.toISOString(),
        category: publisher.name,
        readTime: readTimeOf(text),
        link: item.link,
        image: itemImage(item),
        isExternal: true as const,
      },
    ];
  });
}
