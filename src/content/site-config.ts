import * as v from 'valibot';

/**
 * Site configuration: brand, mailboxes, links and media location. Read once from the `VITE_*`
 * build-time environment, checked against a schema, with working placeholders as defaults
 * (see `.env.example`). Everything that names the firm comes from here.
 */

const optionalText = (fallback: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), fallback);
const optionalEmail = (fallback: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.email()), fallback);
const optionalUrl = (fallback: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.url()), fallback);

/** The RSS-to-JSON service reading the newspaper's UK home feed: 10 items, no API key. */
export const DEFAULT_NEWS_FEED_URL = `https://api.rss2json.com/v1/api.json?${new URLSearchParams({
  rss_url: 'https://www.ft.com/rss/home/uk',
  api_key: '',
  count: '10',
})}`;

const SiteEnvSchema = v.object({
  VITE_BRAND_NAME: optionalText('Valletta & Thames'),
  VITE_INFO_EMAIL: optionalEmail('info@vallettathames.example'),
  VITE_LEGAL_EMAIL: optionalEmail('legal@vallettathames.example'),
  VITE_PROFESSIONAL_NETWORK_URL: optionalUrl(
    'https://www.linkedin.com/company/valletta-and-thames',
  ),
  VITE_SITE_URL: optionalUrl('http://localhost:4173'),
  VITE_MEDIA_BASE_URL: optionalText('/media'),
  VITE_NEWS_PUBLISHER_NAME: optionalText('Financial Times'),
  VITE_NEWS_PUBLISHER_SHORT_NAME: optionalText('FT'),
  VITE_NEWS_FEED_URL: optionalUrl(DEFAULT_NEWS_FEED_URL),
  // Unset: the site talks to the local stack that `npm start` runs on its own origin.
  VITE_SUPABASE_URL: v.optional(v.pipe(v.string(), v.trim(), v.url())),
  VITE_SUPABASE_PUBLISHABLE_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
});

export type SiteEnv = v.InferOutput<typeof SiteEnvSchema>;

/** Parses the environment; an empty string counts as unset. Throws one error naming every bad variable. */
export function parseSiteEnv(env: Record<string, unknown>): SiteEnv {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== '' && value !== undefined),
  );
  const result = v.safeParse(SiteEnvSchema, present);
  if (result.success) return result.output;
  const problems = result.issues.map(
    (issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`,
  );
  throw new Error(`Invalid site configuration:\n  ${problems.join('\n  ')}`);
}

// import.meta.env is undefined where Node loads this module (the build's header rules): defaults then.
const env = parseSiteEnv((import.meta.env ?? {}) as Record<string, unknown>);

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
  /** The Supabase project, or undefined for the local stack. Only the public key ever reaches here. */
  supabaseUrl: env.VITE_SUPABASE_URL?.replace(/\/$/, ''),
  supabasePublishableKey: env.VITE_SUPABASE_PUBLISHABLE_KEY,
  /** Where the firm works; used in copy and structured text. */
  offices: ['Valletta, Malta', 'London, United Kingdom'],
  copyrightYear: 2025,
} as const;

/** 'Fixed Income' -> 'Fixed Income | Valletta & Thames'. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteConfig.brandName}`;
}
