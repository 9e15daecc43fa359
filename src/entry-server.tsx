/**
 * Renders one page of the site to HTML without a browser, for the prerenderer
 * (scripts/build/prerender-plugin.ts). The same App the browser hydrates, on a memory history.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './app/app';
import { createAppRouter, showsNotFound } from './app/router';
import type { INDEXED_PATHS } from './app/site-paths';
import { structuredData } from './app/structured-data';
import { PageNoticesRegion } from './components/page-notices-region';
import { homeContent } from './content/home';
import { privacyPolicy } from './content/legal/privacy-policy';
import { riskDisclosure } from './content/legal/risk-disclosure';
import { termsOfService } from './content/legal/terms-of-service';
import { PAGE_META, shareCardCopy, type PagePath } from './content/page-meta';
import { alternativeAssetsPage } from './content/services/alternative-assets';
import { capitalRaisingPage } from './content/services/capital-raising';
import { fixedIncomePage } from './content/services/fixed-income';
import { siteConfig } from './content/site-config';
import { preloadAllLazyParts } from './runtime/part';

/** The day each page the sitemap lists last changed its wording, as its content says. */
const LAST_UPDATED: Record<(typeof INDEXED_PATHS)[number], string> = {
  '/': homeContent.lastUpdated,
  '/alternative-assets': alternativeAssetsPage.lastUpdated,
  '/fixed-income': fixedIncomePage.lastUpdated,
  '/capital-raising': capitalRaisingPage.lastUpdated,
  '/privacy-policy': privacyPolicy.lastUpdated,
  '/terms-of-service': termsOfService.lastUpdated,
  '/risk-disclosure': riskDisclosure.lastUpdated,
};

export interface RenderedPage {
  /** The app's markup; React puts the page's head tags (title, meta, links) first in it. */
  html: string;
  status: 200 | 404;
  /** What the page holds beside the app, outside what React hydrates: the page notices' region. */
  beside: string;
  /** For a page the sitemap lists, the day its wording last changed ('28 November 2026'). */
  lastUpdated?: string;
  /** The page's JSON-LD, safe inside a <script> element; none for the 404 page. */
  structuredData?: string;
  /** What the page's share card says; none for the 404 page. */
  shareCard?: { title: string; brandName: string; riskLine: string };
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
  const lastUpdated = (LAST_UPDATED as Record<string, string | undefined>)[path];
  const page = path in PAGE_META ? (path as PagePath) : null;
  return {
    html,
    status: showsNotFound(router) ? 404 : 200,
    beside: renderToStaticMarkup(<PageNoticesRegion />),
    ...(lastUpdated ? { lastUpdated } : {}),
    // `<` escaped, so that no text in it can end the script element.
    ...(page
      ? {
          structuredData: JSON.stringify(structuredData(page)).replace(/</g, '\\u003c'),
          shareCard: {
            title: PAGE_META[page].title,
            brandName: siteConfig.brandName,
            riskLine: shareCardCopy.riskLine,
          },
        }
      : {}),
  };
}
