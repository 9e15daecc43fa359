import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
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
    // No navigation of the router carries a hash: links to sections are the browser's, or eased
    // by the page itself (src/components/layout/follow-to-section.ts).
    defaultHashScrollIntoView: false,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ErrorScreen,
  });
  return router;
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
