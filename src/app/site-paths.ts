/**
 * Every page the site has. The router defines them; this list lets code that runs without the
 * router (the local server, later the prerenderer and sitemap) know them too. A unit test keeps the
 * two in step.
 */
export const SITE_PATHS = [
  '/',
  '/disclaimer',
  '/alternative-assets',
  '/fixed-income',
  '/capital-raising',
  '/privacy-policy',
  '/terms-of-service',
  '/risk-disclosure',
] as const;

export type SitePath = (typeof SITE_PATHS)[number];
