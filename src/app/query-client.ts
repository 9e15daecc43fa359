import { QueryClient } from '@tanstack/react-query';

/** Data-fetching defaults from the specification: 3 retries, delay doubling 1 s -> 30 s, GC after 5 min. */
export const QUERY_DEFAULTS = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
