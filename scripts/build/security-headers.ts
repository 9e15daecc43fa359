/**
 * The site's response headers, computed once from its configuration: the Content-Security-Policy
 * and the other security headers for every answer, and the caching rules. The build writes them to
 * `dist/_headers` (Netlify / Cloudflare Pages syntax, see hosting-headers-plugin.ts) and the local
 * server applies that very file, so the origins a build talks to are the ones its policy allows.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SITE_PATHS } from '../../src/app/site-paths';
import { earlyPageScript } from './early-page-script';
import { parseSiteEnv } from '../../src/content/site-env';

/** One block of a `_headers` file: a path pattern and the headers of every answer it matches. */
export interface HeaderRule {
  /** `/exact/path`, or a pattern ending in `*` (`/assets/*`), as Netlify and Cloudflare read it. */
  path: string;
  headers: Array<[name: string, value: string]>;
}

/** The file the build writes and the hosts read; never served itself. */
export const HEADERS_FILE = '_headers';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Two years, subdomains too, and eligible for the browsers' preload list. */
const HSTS = 'max-age=63072000; includeSubDomains; preload';

/** Powerful features the site never uses are off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  // The hero video plays muted by itself.
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The origins, beyond the site's own, that the built site talks to. */
export interface SiteOrigins {
  /** The Supabase project enquiries go to; none when the site posts to its own origin. */
  supabase: string | null;
  /** The news feed service. */
  newsFeed: string;
  /** The newspaper's image hosts, whose thumbnails the service worker fetches and keeps. */
  newsImages: string[];
  /** Where video and images come from, when not the site itself. */
  media: string | null;
}

/**
 * Reads the origins from the build's `VITE_*` environment with the site's own schema and defaults
 * (`src/content/site-env.ts`), so a bad value fails here exactly as it fails the build.
 */
export function siteOrigins(env: Record<string, unknown>): SiteOrigins {
  const config = parseSiteEnv(env);
  const media = /^https?:\/\//i.test(config.VITE_MEDIA_BASE_URL)
    ? new URL(config.VITE_MEDIA_BASE_URL).origin
    : null;
  return {
    supabase: config.VITE_SUPABASE_URL ? new URL(config.VITE_SUPABASE_URL).origin : null,
    newsFeed: new URL(config.VITE_NEWS_FEED_URL).origin,
    newsImages: config.VITE_NEWS_IMAGE_ORIGINS,
    media,
  };
}

/**
 * The texts sonner (the toast library) puts into its <style> element when it loads: it inserts the
 * element empty, then appends its CSS, and the browser checks the policy at each step. Besides the
 * pages' inline copy of the site stylesheet, it is the only inline style element the site has, so
 * the policy allows exactly these, by hash.
 */
export function sonnerInlineStyles(): string[] {
  const entry = createRequire(import.meta.url).resolve('sonner');
  const source = readFileSync(join(dirname(entry), 'index.mjs'), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) {
    throw new Error(
      'Could not find the CSS sonner inserts (its __insertCSS("...") call); the Content-Security-Policy ' +
        'needs its hash. Update sonnerInlineStyles in scripts/build/security-headers.ts for this sonner version.',
    );
  }
  return ['', JSON.parse(literal) as string];
}

/** A CSP hash source for an inline script or style. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values: Array<string | null>) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** The texts of the inline `<style>` and `<script>` elements the pages carry, allowed by hash. */
export interface InlineTexts {
  styles: string[];
  scripts: string[];
}

export function contentSecurityPolicy(origins: SiteOrigins, inline: InlineTexts): string {
  const directives: Array<[string, Array<string | null>]> = [
    ['default-src', ["'self'"]],
    // Our own files, and by its hash the one inline script every page carries in its head (the
    // disclaimer before the app's code runs: src/early-page.ts). No eval.
    ['script-src', ["'self'", ...inline.scripts.map(cspHash)]],
    // Stylesheets from the site, and by their hashes the inline ones: each page's copy of the site
    // stylesheet, and sonner's one runtime <style> element.
    ['style-src', ["'self'", ...inline.styles.map(cspHash)]],
    // style="" attributes only (never <style> elements): the staggered fade-in sets a custom
    // property (--reveal-delay) there, which prerendered HTML carries literally. Attribute styles
    // cannot select other elements, so they cannot read the page; what they could load is held by
    // img-src / font-src. Browsers without style-src-attr fall back to style-src and drop them.
    ['style-src-attr', ["'unsafe-inline'"]],
    // News thumbnails come from whatever https host the feed names (and, in tests, the feed's own).
    ['img-src', ["'self'", 'data:', 'https:', origins.media, origins.newsFeed]],
    ['media-src', ["'self'", origins.media]],
    ['font-src', ["'self'"]],
    // fetch(): the enquiry function and the news feed. The service worker runs under this policy
    // too (sw.js is served with it): it refetches the feed, replays saved enquiries, and fetches the
    // news thumbnails it keeps, which Chromium checks against connect-src, not img-src; so the
    // newspaper's image hosts are here, and the worker keeps thumbnails from those hosts only.
    ['connect-src', ["'self'", origins.supabase, origins.newsFeed, ...origins.newsImages]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The enquiry forms post to the function themselves when the site's code has not taken them
    // over (before it arrives, or with JavaScript off); it redirects back to this site.
    ['form-action', ["'self'", origins.supabase]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * Every rule, in the order a host applies them. No header appears in two rules that can match the
 * same path, because hosts join such values with a comma (`no-cache, public, max-age=...`).
 */
export function headerRules(origins: SiteOrigins, inline: InlineTexts): HeaderRule[] {
  const revalidated = ['/index.html', ...SITE_PATHS, '/sw.js', '/manifest.webmanifest'];
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(origins, inline)],
        ['Strict-Transport-Security', HSTS],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', PERMISSIONS_POLICY],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    // File names under /assets carry a content hash: a changed file is a new name.
    { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
    // Pages, the service worker and the manifest must be checked on every use, or visitors keep an
    // old version. (Hosts already revalidate everything else by default.)
    ...revalidated.map((path): HeaderRule => ({ path, headers: [['Cache-Control', REVALIDATE]] })),
  ];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`,
  );
  return [
    "# Written by the build (scripts/build/security-headers.ts) from this build's configuration;",
    '# edit that module, not this file. Netlify and Cloudflare Pages read it; npm start applies it.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

/** Reads a `_headers` file; a line it cannot read is an error naming the line. */
export function parseHeadersFile(text: string, source = HEADERS_FILE): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const where = `${source}, line ${index + 1}`;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) {
        throw new Error(`${where}: a rule must start with a path beginning with "/": "${trimmed}"`);
      }
      rules.push({ path: trimmed, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    const colon = trimmed.indexOf(':');
    if (!rule) throw new Error(`${where}: a header comes before any path: "${trimmed}"`);
    if (colon < 1) throw new Error(`${where}: expected "Name: value", got "${trimmed}"`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

/**
 * The headers for one path, as the hosts compute them: every matching rule applies, in file order,
 * and a header set by several is joined with ", ". Names are lower-case.
 */
export function headersForPath(rules: HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const before = headers.get(key);
      headers.set(key, before === undefined ? value : `${before}, ${value}`);
    }
  }
  return headers;
}

/**
 * The rules a built site carries (`<root>/_headers`); for a build made before the file existed
 * (and before pages carried their stylesheet inline), the rules this environment would have
 * produced.
 */
export function readHeaderRules(root: string, env: Record<string, unknown>): HeaderRule[] {
  const file = join(root, HEADERS_FILE);
  if (existsSync(file)) return parseHeadersFile(readFileSync(file, 'utf8'), file);
  return headerRules(siteOrigins(env), {
    styles: sonnerInlineStyles(),
    scripts: [earlyPageScript()],
  });
}
