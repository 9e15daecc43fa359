import * as v from 'valibot';

/**
 * The site's `VITE_*` settings, checked against a schema with working placeholders as defaults
 * (see `.env.example`). Checked once, when Vite builds or serves the site (vite.config.ts), which
 * bakes the result into the bundle as `__SITE_ENV__`: a bad value stops the build with a message
 * naming the variable, and the browser never downloads the checking code.
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

/**
 * Where the newspaper's thumbnails are served from: the service worker keeps those for offline
 * reading, and the Content-Security-Policy lets it fetch from them. Thumbnails from other hosts
 * still show (img-src allows any https host) but are not kept.
 */
export const DEFAULT_NEWS_IMAGE_ORIGINS = 'https://www.ft.com,https://images.ft.com';

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
  VITE_NEWS_IMAGE_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
      v.array(
        v.pipe(
          v.string(),
          v.url('each entry must be an address such as https://images.example'),
          v.check(
            (entry) => /^https?:\/\/[^/]+\/?$/i.test(entry),
            'each entry must be an origin (scheme and host, no path)',
          ),
          v.transform((entry) => new URL(entry).origin),
        ),
      ),
    ),
    DEFAULT_NEWS_IMAGE_ORIGINS,
  ),
  // Both unset: the site talks to the local stack that `npm start` runs on its own origin. One
  // without the other is refused (supabasePairProblems).
  VITE_SUPABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url(),
      // Any other scheme would fail only when the first enquiry is sent.
      v.regex(/^https?:\/\//i, 'must be an http(s) address such as https://<project>.supabase.co'),
    ),
  ),
  VITE_SUPABASE_PUBLISHABLE_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
});

/**
 * The Supabase project is its address and its key together. An address alone would send
 * enquiries with a made-up key, which the project refuses; a key alone would send them to the
 * local stack, which a deployed site does not have. Either alone names the one missing.
 */
function supabasePairProblems(env: Record<string, unknown>): string[] {
  const url = 'VITE_SUPABASE_URL';
  const key = 'VITE_SUPABASE_PUBLISHABLE_KEY';
  const hasUrl = url in env;
  if (hasUrl === key in env) return [];
  const [missing, set] = hasUrl ? [key, url] : [url, key];
  return [`${missing}: must be set when ${set} is (or leave both unset for the local stack)`];
}

export type SiteEnv = v.InferOutput<typeof SiteEnvSchema>;

/** Parses the environment; an empty string counts as unset. Throws one error naming every bad variable. */
export function parseSiteEnv(env: Record<string, unknown>): SiteEnv {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== '' && value !== undefined),
  );
  const result = v.safeParse(SiteEnvSchema, present);
  const problems = [
    ...(result.issues ?? []).map(
      (issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`,
    ),
    ...supabasePairProblems(present),
  ];
  if (result.success && problems.length === 0) return result.output;
  throw new Error(`Invalid site configuration:\n  ${problems.join('\n  ')}`);
}
