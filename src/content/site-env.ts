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

/**
 * The settings whose defaults serve only the local stack, the dev server and the tests: a build
 * for the public refuses them (`unfitForThePublic`).
 */
const PLACEHOLDERS = {
  VITE_BRAND_NAME: 'Valletta & Thames',
  VITE_INFO_EMAIL: 'info@vallettathames.example',
  VITE_LEGAL_EMAIL: 'legal@vallettathames.example',
  VITE_PROFESSIONAL_NETWORK_URL: 'https://www.linkedin.com/company/valletta-and-thames',
  VITE_SITE_URL: 'http://localhost:4173',
} as const;

const SiteEnvSchema = v.object({
  VITE_BRAND_NAME: optionalText(PLACEHOLDERS.VITE_BRAND_NAME),
  VITE_INFO_EMAIL: optionalEmail(PLACEHOLDERS.VITE_INFO_EMAIL),
  VITE_LEGAL_EMAIL: optionalEmail(PLACEHOLDERS.VITE_LEGAL_EMAIL),
  VITE_PROFESSIONAL_NETWORK_URL: optionalUrl(PLACEHOLDERS.VITE_PROFESSIONAL_NETWORK_URL),
  VITE_SITE_URL: optionalUrl(PLACEHOLDERS.VITE_SITE_URL),
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

/** `vite build --mode local-stack`: a build for the local stack (npm start, the tests), placeholders kept. */
export const LOCAL_STACK_MODE = 'local-stack';

/** A host name no public site has: this machine, or a domain reserved for examples and tests. */
const NOT_PUBLIC_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$|\.(localhost|example|test|invalid)$/i;

/**
 * Every setting a build for the public must not ship, each with why: still its placeholder, or
 * unfit for a public site (a site address that is not public https, a mailbox on a reserved
 * domain). None for a host's settings.
 */
export function unfitForThePublic(env: SiteEnv): string[] {
  const problems: string[] = [];
  for (const [name, placeholder] of Object.entries(PLACEHOLDERS)) {
    if (env[name as keyof typeof PLACEHOLDERS] === placeholder) {
      problems.push(`${name}: still its placeholder, ${placeholder}`);
    }
  }
  const site = new URL(env.VITE_SITE_URL);
  if (env.VITE_SITE_URL !== PLACEHOLDERS.VITE_SITE_URL) {
    if (site.protocol !== 'https:') problems.push(`VITE_SITE_URL: ${site.href} is not https`);
    if (NOT_PUBLIC_HOST.test(site.hostname)) {
      problems.push(`VITE_SITE_URL: ${site.hostname} is no public address`);
    }
  }
  for (const name of ['VITE_INFO_EMAIL', 'VITE_LEGAL_EMAIL'] as const) {
    const domain = env[name].split('@').pop() ?? '';
    if (env[name] !== PLACEHOLDERS[name] && NOT_PUBLIC_HOST.test(domain)) {
      problems.push(`${name}: ${env[name]} receives no mail (${domain} is reserved)`);
    }
  }
  return problems;
}

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
