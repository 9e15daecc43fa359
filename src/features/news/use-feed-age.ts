import { useSyncExternalStore } from 'react';
import { feedAge } from './feed-age';

/** How often the age is read again: well within the minute it is given in. */
export const FEED_AGE_TICK_MS = 15_000;

/** The clock the age is read against, to the tick: a value that stays the same until it moves. */
const currentTick = () => Math.floor(Date.now() / FEED_AGE_TICK_MS) * FEED_AGE_TICK_MS;

/** The clock ticks only while an age may be shown: for a feed the worker kept. */
function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, FEED_AGE_TICK_MS);
  return () => window.clearInterval(timer);
}
const stopped = () => () => {};

/**
 * How old the news on the page is, in words ("3 hours ago"), right whenever it is read: it
 * advances while the page stays open, and is null once the feed shown was fetched under a minute
 * ago (a refetch brought a fresh one) or straight from the network.
 */
export function useFeedAge(fetchedAt: number | null): string | null {
  const now = useSyncExternalStore(
    fetchedAt === null ? stopped : subscribe,
    currentTick,
    currentTick,
  );
  return feedAge(fetchedAt, now);
}
