/**
 * The site's response headers from its configuration (docs/security.md#headers, decision 0022):
 * the build writes them to `dist/_headers` and the local server applies that very file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SITE_PATHS } from '../../src/app/site-paths.ts';
import { parseSiteEnv } from '../../src/content/site-env.ts';

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

const HSTS = 'max-age=63072000; includeSubDomains; preload';

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

/** Read with the site's own schema (`src/content/site-env.ts`): a bad value fails as the build does. */
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
 * The texts sonner puts into its one <style> element: empty, then its CSS, and the browser checks
 * the policy at each step, so the policy allows both by hash.
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
    ['script-src', ["'self'", ...inline.scripts.map(cspHash)]],
    ['style-src', ["'self'", ...inline.styles.map(cspHash)]],
    // Attribute styles cannot select other elements, so cannot read the page; what they could load
    // is held by img-src and font-src.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:', origins.media, origins.newsFeed]],
    ['media-src', ["'self'", origins.media]],
    ['font-src', ["'self'"]],
    // The service worker's fetches of the thumbnails it keeps are checked against connect-src, so
    // the newspaper's image hosts are here, and the worker keeps thumbnails from those hosts only.
    ['connect-src', ["'self'", origins.supabase, origins.newsFeed, ...origins.newsImages]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Before the code, or without it, the forms post to the function, which redirects back.
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
    { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
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

/** As the hosts compute them: every matching rule, in file order; names lower-case. */
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

/** The rules a built site carries; none without `_headers`, as a host given none applies none. */
export function readHeaderRules(root: string): HeaderRule[] {
  const file = join(root, HEADERS_FILE);
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8'), file) : [];
}
