/**
 * How old the news the page shows is. The service worker stamps each feed answer it keeps with
 * the time it fetched it (the feed service's own `Date` is hidden from a cross-origin reader),
 * and the page says how old it is once it is more than a minute: "Updated 3 hours ago".
 */

/** The worker's stamp on a kept feed answer: when it was fetched, in milliseconds since 1970. */
export const FEED_FETCHED_AT_HEADER = 'X-Fetched-At';

/**
 * For the worker: `response` with the time it was fetched, as it is stored in the feed's cache.
 * The header is exposed, so that the page's cross-origin request may read it.
 */
export async function stampFetchedAt(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FEED_FETCHED_AT_HEADER, String(now));
  headers.set('Access-Control-Expose-Headers', FEED_FETCHED_AT_HEADER);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** When the answer was fetched, if the worker kept it; null for one straight from the network. */
export function fetchedAt(response: Pick<Response, 'headers'>): number | null {
  const stamp = Number(response.headers.get(FEED_FETCHED_AT_HEADER) ?? Number.NaN);
  return Number.isFinite(stamp) && stamp > 0 ? stamp : null;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * How long ago `fetched` was, in words ("3 hours ago", "yesterday"), or null when it was under a
 * minute ago, or not known: then the news is as fresh as it gets and needs no age.
 */
export function feedAge(fetched: number | null, now: number): string | null {
  if (fetched === null) return null;
  const elapsed = now - fetched;
  const unit = UNITS.find(([, ms]) => elapsed >= ms);
  if (!unit) return null;
  const [name, ms] = unit;
  return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(
    -Math.floor(elapsed / ms),
    name,
  );
}
