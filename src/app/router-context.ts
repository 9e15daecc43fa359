import type { QueryClient } from '@tanstack/react-query';

/** What every route can reach through its `context`. */
export interface RouterContext {
  queryClient: QueryClient;
}
