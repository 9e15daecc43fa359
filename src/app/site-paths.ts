import {
  ENQUIRY_NOT_SENT_REASONS,
  ENQUIRY_RECEIVED_PATH,
  enquiryNotSentPath,
} from '#shared/form-post-pages';

/**
 * Every page the site has: the pages with content (what search engines list) and the pages after
 * an enquiry. The router defines them; this list lets code that runs without the
 * router (the local server, the prerenderer and sitemap, the service worker) know them too. A unit test keeps the
 * two in step.
 */
export const CONTENT_PATHS = [
  '/',
  '/disclaimer',
  '/alternative-assets',
  '/fixed-income',
  '/capital-raising',
  '/privacy-policy',
  '/terms-of-service',
  '/risk-disclosure',
] as const;

/**
 * The pages search engines list (the sitemap's): every page with content but /disclaimer, the
 * home page's dialog as a page of its own. The others are noindex (page-meta.ts); a unit test keeps
 * the two in step.
 */
export const INDEXED_PATHS = CONTENT_PATHS.filter((path) => path !== '/disclaimer');

/**
 * Where an enquiry sent without JavaScript lands: the function answers the form's post with a
 * redirect to one of these. Not for search engines (noindex, not in the sitemap).
 */
export const ENQUIRY_OUTCOME_PATHS = [
  ENQUIRY_RECEIVED_PATH,
  ...ENQUIRY_NOT_SENT_REASONS.map(enquiryNotSentPath),
] as const;

export const SITE_PATHS = [...CONTENT_PATHS, ...ENQUIRY_OUTCOME_PATHS] as const;

export type SitePath = (typeof SITE_PATHS)[number];

/** The page a path names ('/fixed-income/' is '/fixed-income'), or null when no page has it. */
export function sitePathOf(pathname: string): SitePath | null {
  const page = pathname.replace(/\/+$/, '') || '/';
  return (SITE_PATHS as readonly string[]).includes(page) ? (page as SitePath) : null;
}

/** The prerendered file of a page: '/' -> 'index.html', '/fixed-income' -> 'fixed-income/index.html'. */
export function pageFile(path: SitePath): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The prerendered 404 page. */
export const NOT_FOUND_FILE = '404.html';

/** The prerendered file that answers a path: the page's own, or the 404 page for paths no page has. */
export function fileAnsweringPath(pathname: string): string {
  const page = sitePathOf(pathname);
  return page ? pageFile(page) : NOT_FOUND_FILE;
}
