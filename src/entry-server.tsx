/**
 * Renders one page of the site to HTML without a browser, for the prerenderer
 * (scripts/lib/prerender-plugin.ts). The same App the browser hydrates, on a memory history.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { preloadAllLazyParts } from './lib/lazy-when-near';

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** Title, description, canonical and Open Graph tags, for the document's head. */
  head: { title: string; meta: Record<string, string>[]; links: Record<string, string>[] };
  status: 200 | 404;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // After the route's code has loaded, which is where its lazily loaded parts are declared.
  await preloadAllLazyParts();
  // An unknown path renders the root's not-found screen: its match is marked, not the status.
  const notFound = router.state.matches.some(
    (match) => match.status === 'notFound' || Boolean(match._notFound),
  );
  const head = {
    title: '',
    meta: [] as Record<string, string>[],
    links: [] as Record<string, string>[],
  };
  for (const match of router.state.matches) {
    for (const tag of match.meta ?? []) {
      if (!tag) continue;
      if ('title' in tag && typeof tag.title === 'string') head.title = tag.title;
      else head.meta.push(tag as Record<string, string>);
    }
    for (const link of match.links ?? []) if (link) head.links.push(link as Record<string, string>);
  }
  const html = renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return { html, head, status: notFound ? 404 : 200 };
}
