import type { SiteEnv } from './site-env';

/**
 * Site configuration: brand, mailboxes, links and media location, from the `VITE_*` environment
 * as checked at build time (./site-env.ts). Everything that names the firm comes from here.
 */
const env: SiteEnv = __SITE_ENV__;

/** Where the firm works: named so in the copy, and as postal addresses in structured data. */
const OFFICES = [
  { locality: 'Valletta', country: 'Malta', countryCode: 'MT' },
  { locality: 'London', country: 'United Kingdom', countryCode: 'GB' },
] as const;

export const siteConfig = {
  brandName: env.VITE_BRAND_NAME,
  infoEmail: env.VITE_INFO_EMAIL,
  legalEmail: env.VITE_LEGAL_EMAIL,
  professionalNetworkUrl: env.VITE_PROFESSIONAL_NETWORK_URL,
  siteUrl: env.VITE_SITE_URL.replace(/\/$/, ''),
  mediaBaseUrl: env.VITE_MEDIA_BASE_URL.replace(/\/$/, ''),
  /** The newspaper whose headlines fill 'Insights & Analysis'. */
  publisherName: env.VITE_NEWS_PUBLISHER_NAME,
  publisherShortName: env.VITE_NEWS_PUBLISHER_SHORT_NAME,
  newsFeedUrl: env.VITE_NEWS_FEED_URL,
  /** Origins whose news thumbnails the service worker keeps (the feed's own origin too). */
  newsImageOrigins: [new URL(env.VITE_NEWS_FEED_URL).origin, ...env.VITE_NEWS_IMAGE_ORIGINS],
  /**
   * The Supabase project (address and publishable key; parseSiteEnv refuses one without the
   * other), or null for the local stack. Only the public key ever reaches here.
   */
  supabase:
    env.VITE_SUPABASE_URL && env.VITE_SUPABASE_PUBLISHABLE_KEY
      ? { url: env.VITE_SUPABASE_URL.replace(/\/$/, ''), key: env.VITE_SUPABASE_PUBLISHABLE_KEY }
      : null,
  /** Where the firm works, as the copy names it: 'Valletta, Malta'. */
  offices: OFFICES.map(({ locality, country }) => `${locality}, ${country}`),
  officeAddresses: OFFICES,
  copyrightYear: 2025,
} as const;

/** 'Fixed Income' -> 'Fixed Income | Valletta & Thames'. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteConfig.brandName}`;
}
