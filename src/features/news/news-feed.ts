import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { fetchedAt } from './feed-age';
import { toDisplayPosts, type DisplayPost, type Publisher } from './display-post';
import { feedSucceeded } from './feed-status';
import { FeedResponseSchema } from './news-feed-schema';

export const FEED_FAILED_MESSAGE = 'Failed to fetch RSS feed';

/** The feed service answered with an HTTP error status. */
export class NewsFeedHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
    this.name = 'NewsFeedHttpError';
  }
}

export interface NewsFeed {
  title: string;
  description: string;
  link: string;
  posts: DisplayPost[];
  /**
   * When the service worker fetched the copy the page was given (ms since 1970): the page says
   * how old it is, as long as it shows it (use-feed-age.ts). Null for one straight from the network.
   */
  fetchedAt: number | null;
}

export async function fetchNewsFeed(
  url: string,
  publisher: Publisher,
  signal?: AbortSignal,
): Promise<NewsFeed> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new NewsFeedHttpError(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(FEED_FAILED_MESSAGE);
  }
  const parsed = v.safeParse(FeedResponseSchema, body);
  if (!parsed.success || !feedSucceeded(parsed.output)) throw new Error(FEED_FAILED_MESSAGE);
  const { feed, items } = parsed.output;
  return {
    title: feed.title,
    description: feed.description,
    link: feed.link,
    posts: toDisplayPosts(items, publisher),
    fetchedAt: fetchedAt(response),
  };
}

/** The news feed query; retries and cache lifetime come from the app's query defaults. */
export function newsFeedQueryOptions(url: string, publisher: Publisher) {
  return queryOptions({
    queryKey: ['news-feed', url, publisher],
    queryFn: ({ signal }) => fetchNewsFeed(url, publisher, signal),
    staleTime: 5 * 60 * 1000,
  });
}
