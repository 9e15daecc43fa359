import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

/** Data-fetching defaults from the specification: 3 retries, delay doubling 1 s -> 30 s, GC after 5 min. */
export const QUERY_DEFAULTS = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60 * 1000,
} as const;

/**
 * Without a browser (prerendering) nothing is collected: a 5-minute collection timer would keep
 * the build's process alive for 5 minutes after its work is done.
 */
export function createQueryClient({ inBrowser = typeof window !== 'undefined' } = {}): QueryClient {
  const gcTime = inBrowser ? QUERY_DEFAULTS.gcTime : Infinity;
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, gcTime } } });
}

let pageQueryClient: QueryClient | null = null;

/**
 * One client for the whole page, provided by each part that fetches (the news feed, the enquiry
 * forms) rather than by the app root: those parts load when they come near the viewport, and
 * react-query with them, so it is not in the first download.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  pageQueryClient ??= createQueryClient();
  return <QueryClientProvider client={pageQueryClient}>{children}</QueryClientProvider>;
}

/** A component inside the page's query client, for a part loaded on its own. */
export function withQueryProvider<Props extends object>(
  Component: ComponentType<Props>,
): ComponentType<Props> {
  return function WithQueryProvider(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
