import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Data lives in react-query; the router should always ask it rather than cache loader results.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // The root layout scrolls to a hash itself, eased and clear of the sticky header.
    defaultHashScrollIntoView: false,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ErrorScreen,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
