import {
  createRouter,
  type AnyRoute,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { loadWhenReachable } from '../runtime/retry';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';

export function createAppRouter(history?: RouterHistory) {
  // The first render adopts the prerendered page, which the visitor may already have scrolled (the
  // app starts after the first paint) or the browser has put back where it was: the router must
  // not move it to the top then. Every later navigation is the router's to scroll.
  let adoptedFirstPage = false;
  const scrollAfterRender = () => {
    if (adoptedFirstPage) return true;
    adoptedFirstPage = true;
    return false;
  };
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Data lives in react-query; the router should always ask it rather than cache loader results.
    defaultPreloadStaleTime: 0,
    // The router opens a page followed by a link at its top (the spec's 'service pages scroll to
    // the top on entry'); with this on, Back, Forward and a reload return to where the visitor
    // was. In the browser only: on the server the router would write an inline script into the
    // page, which the Content-Security-Policy forbids.
    scrollRestoration: typeof window !== 'undefined' && scrollAfterRender,
    // At once: a new page opens at its top, and Back returns where it was, without gliding there
    // (the stylesheet makes the browser's own scrolls smooth, for section links: base.css).
    scrollRestorationBehavior: 'instant',
    // The root layout scrolls to a hash itself, eased and clear of the sticky header.
    defaultHashScrollIntoView: false,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ErrorScreen,
  });
  loadPagesWhenReachable(Object.values(router.routesById) as AnyRoute[]);
  return router;
}

/** A route's components that the router plugin may split into chunks of their own. */
const SPLIT_COMPONENTS = [
  'component',
  'pendingComponent',
  'errorComponent',
  'notFoundComponent',
] as const;
/** Components already loading through the retry (the routes are shared by every router made). */
const loadingWhenReachable = new WeakSet<RouteComponent>();

/**
 * The router plugin splits each page's components into chunks of their own (`autoCodeSplitting`,
 * vite.config.ts), loaded by the router's `lazyRouteComponent`, which does not try a failed
 * download again: it keeps the error, and the page's render then reloads the page, once per
 * failed address, and shows the error screen after that. Here their download goes through
 * loadWhenReachable instead, as every download of the app's code does: tried again, with backoff
 * and on `online`, until it comes. The router waits for it meanwhile (for the first page, so does
 * hydration: the prerendered page stays as it is, its links and forms native).
 *
 * `lazyRouteComponent`'s `preload` never rejects: it resolves whether the chunk came or not. In a
 * browser, once the chunk has come it removes itself from the component (nothing is left to
 * load); still there, it failed. (On the server it stays, so there nothing is wrapped.) This is
 * how the router's version works, not what its documentation promises: router.test.tsx pins it
 * with the router's own lazy component, so an upgrade that changes it fails there.
 */
export function loadPagesWhenReachable(routes: AnyRoute[]): void {
  if (typeof window === 'undefined') return;
  for (const route of routes) {
    for (const key of SPLIT_COMPONENTS) {
      const component = route.options[key] as RouteComponent | undefined;
      const preload = component?.preload;
      if (!component || !preload || loadingWhenReachable.has(component)) continue;
      loadingWhenReachable.add(component);
      component.preload = () =>
        loadWhenReachable(async () => {
          await preload();
          if (component.preload) throw new Error(`The code of the page ${route.id} did not come`);
        });
    }
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Whether the router landed on the not-found screen: an unknown path marks a match, not a status. */
export function showsNotFound(router: AppRouter): boolean {
  return router.state.matches.some((match) => match.status === 'notFound' || match._notFound);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
