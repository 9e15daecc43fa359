/**
 * Renders one page of the site to HTML without a browser, for the prerenderer
 * (scripts/build/prerender-plugin.ts). The same App the browser hydrates, on a memory history.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app/app';
import { createAppRouter, showsNotFound } from './app/router';
import { preloadAllLazyParts } from './runtime/part';
import { PageNoticesRegion } from './components/page-notices-region';

export interface RenderedPage {
  /** The app's markup; React puts the page's head tags (title, meta, links) first in it. */
  html: string;
  status: 200 | 404;
  /** What the page holds beside the app, outside what React hydrates: the page notices' region. */
  beside: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // After the route's code has loaded, which is where its lazily loaded parts are declared.
  await preloadAllLazyParts();
  const html = renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return {
    html,
    status: showsNotFound(router) ? 404 : 200,
    beside: renderToStaticMarkup(<PageNoticesRegion />),
  };
}
