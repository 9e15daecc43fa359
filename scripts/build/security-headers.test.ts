// @vitest-environment jsdom
// jsdom on purpose: importing sonner there inserts its real <style> element.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'sonner';
import { SITE_PATHS } from '../../src/app/site-paths';
import {
  contentSecurityPolicy,
  cspHash,
  formatHeadersFile,
  headerRules,
  headersForPath,
  IMMUTABLE,
  parseHeadersFile,
  readHeaderRules,
  REVALIDATE,
  siteOrigins,
  sonnerInlineStyles,
} from './security-headers';

const origins = {
  supabase: 'https://abcd.supabase.co',
  newsFeed: 'https://feed.example',
  newsImages: ['https://images.example'],
  media: 'https://cdn.example',
};

/** The CSP as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('siteOrigins', () => {
  it('takes the defaults of the site configuration when nothing is set', () => {
    expect(siteOrigins({})).toEqual({
      supabase: null,
      newsFeed: 'https://api.rss2json.com',
      newsImages: ['https://www.ft.com', 'https://images.ft.com'],
      media: null,
    });
  });

  it('reduces the configured addresses to their origins', () => {
    expect(
      siteOrigins({
        VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'public-anon-key',
        VITE_NEWS_FEED_URL: 'http://localhost:4318/feed/feed-ok',
        VITE_MEDIA_BASE_URL: 'https://cdn.example/site/media',
        VITE_NEWS_IMAGE_ORIGINS: ' https://img.example/ , https://img2.example:8443',
      }),
    ).toEqual({
      supabase: 'https://abcd.supabase.co',
      newsFeed: 'http://localhost:4318',
      newsImages: ['https://img.example', 'https://img2.example:8443'],
      media: 'https://cdn.example',
    });
    expect(siteOrigins({ VITE_MEDIA_BASE_URL: '/media' }).media).toBeNull();
  });

  it('refuses a bad setting with the site configuration error that names it', () => {
    expect(() => siteOrigins({ VITE_SUPABASE_URL: 'not a url' })).toThrow(/VITE_SUPABASE_URL/);
    expect(() => siteOrigins({ VITE_NEWS_IMAGE_ORIGINS: 'https://img.example/path' })).toThrow(
      /VITE_NEWS_IMAGE_ORIGINS.*an origin \(scheme and host, no path\)/,
    );
    expect(() => siteOrigins({ VITE_NEWS_IMAGE_ORIGINS: 'img.example' })).toThrow(
      /VITE_NEWS_IMAGE_ORIGINS.*an address such as/,
    );
  });
});

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy(origins, { styles: ['.x{}'], scripts: ['go()'] }),
  );

  it('allows scripts from the site and inline ones only by hash: no eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", cspHash('go()')]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://abcd.supabase.co']);
  });

  it('lets the site fetch from itself, the Supabase project, the feed and its image hosts only', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'https://feed.example',
      'https://images.example',
    ]);
  });

  it('allows inline styles only by hash, and style attributes', () => {
    expect(policy.get('style-src')).toEqual(["'self'", cspHash('.x{}')]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('loads media from the media host and images from https hosts (news thumbnails)', () => {
    expect(policy.get('media-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https:', 'https://cdn.example']),
    );
  });

  it('names each source once, and leaves out origins that are not configured', () => {
    const local = directives(
      contentSecurityPolicy(
        {
          supabase: null,
          newsFeed: 'https://f.example',
          newsImages: ['https://f.example'],
          media: null,
        },
        { styles: [], scripts: [] },
      ),
    );
    expect(local.get('connect-src')).toEqual(["'self'", 'https://f.example']);
    expect(local.get('form-action')).toEqual(["'self'"]);
    expect(local.get('script-src')).toEqual(["'self'"]);
    expect(local.get('media-src')).toEqual(["'self'"]);
    expect(local.get('style-src')).toEqual(["'self'"]);
  });
});

describe('sonnerInlineStyles', () => {
  it('are the texts of the <style> element sonner inserts, so their hashes allow exactly that', () => {
    const inserted = [...document.head.querySelectorAll('style')].map((s) => s.textContent);
    const [empty, css = ''] = sonnerInlineStyles();
    expect(empty).toBe('');
    expect(css).toMatch(/^\[data-sonner-toaster\]/);
    expect(inserted).toContain(css);
    const policy = headersForPath(
      headerRules(origins, { styles: sonnerInlineStyles(), scripts: [] }),
      '/',
    ).get('content-security-policy');
    expect(directives(policy ?? '').get('style-src')).toEqual([
      "'self'",
      cspHash(''),
      cspHash(css),
    ]);
  });
});

describe('headerRules', () => {
  const rules = headerRules(origins, { styles: ['.x{}'], scripts: [] });

  it('gives every path the security headers', () => {
    for (const path of ['/', '/assets/a-1.js', '/no-such-page', '/functions/v1/x']) {
      const headers = headersForPath(rules, path);
      expect(headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('caches hashed assets for a year and revalidates pages, the worker and the manifest', () => {
    expect(headersForPath(rules, '/assets/index-abc.js').get('cache-control')).toBe(IMMUTABLE);
    for (const path of [...SITE_PATHS, '/index.html', '/sw.js', '/manifest.webmanifest']) {
      expect(headersForPath(rules, path).get('cache-control'), path).toBe(REVALIDATE);
    }
  });

  it('never sets one header in two rules a path can match (hosts would join them)', () => {
    const paths = [...SITE_PATHS, '/index.html', '/sw.js', '/assets/a.js', '/media/x.mp4', '/x'];
    for (const path of paths) {
      const names = rules
        .filter((rule) => headersForPath([rule], path).size > 0)
        .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });
});

describe('the _headers file', () => {
  it('reads back what it writes', () => {
    const rules = headerRules(origins, { styles: ['.x{}'], scripts: [] });
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('matches paths as the hosts do: exact paths, splats, and placeholders', () => {
    const rules = parseHeadersFile(
      '/a\n  X-A: 1\n/b/*\n  X-B: 2\n/c/:id/d\n  X-C: 3\n/*\n  X-A: all\n',
    );
    expect(Object.fromEntries(headersForPath(rules, '/a'))).toEqual({ 'x-a': '1, all' });
    expect(headersForPath(rules, '/a/b').get('x-a')).toBe('all');
    expect(headersForPath(rules, '/b/c/d').get('x-b')).toBe('2');
    expect(headersForPath(rules, '/c/42/d').get('x-c')).toBe('3');
    expect(headersForPath(rules, '/c/4/2/d').get('x-c')).toBeUndefined();
    expect(headersForPath(rules, '/a.html').get('x-a')).toBe('all');
  });

  it('names the line it cannot read', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/line 1: a header comes before any path/);
    expect(() => parseHeadersFile('/a\n  no colon\n')).toThrow(/line 2: expected "Name: value"/);
    expect(() => parseHeadersFile('# c\nassets/*\n')).toThrow(/line 2: a rule must start/);
  });

  it("is what the local server applies: the build's file, or nothing without one", () => {
    const root = mkdtempSync(join(tmpdir(), 'headers-'));
    expect(readHeaderRules(root)).toEqual([]);
    writeFileSync(join(root, '_headers'), '/*\n  X-From-File: yes\n');
    expect(readHeaderRules(root)).toEqual([{ path: '/*', headers: [['X-From-File', 'yes']] }]);
  });
});
