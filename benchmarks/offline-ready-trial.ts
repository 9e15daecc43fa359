/**
 * One first visit of `npm run bench:offline-ready`: a fresh context (empty storage, service
 * workers allowed) at a phone's size with 4x CPU slowdown, every request of the browser's
 * (the worker's included) sent through a throttling proxy of its own, and the page opened once.
 * It then watches, from outside the page so that watching costs the page nothing:
 *
 * - the worker's state, through the DevTools protocol's ServiceWorker domain (installing,
 *   activated), as the browser reports it;
 * - the caches, through its CacheStorage domain, every POLL_MS: when every page's prerendered HTML
 *   is in them (the files the worker answers navigations with, precache-in-worker.ts), when the
 *   page's starter is (which keeps an enquiry sent before its form's code), when every file of
 *   the forms' code is (form-code.ts), and when the whole precache is.
 *
 * The worker activates once the pages, their styles and the starter are stored, before the rest
 * (src/features/pwa/precache-install.ts). Every moment is recorded, so the figures can say which
 * came last.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { FIRST_VISIT_CONTEXT } from '../tests/support/first-visit-js';
import { CPU_SLOWDOWN } from './bench-page';
import type { TrialRecord } from './offline-ready-figures';
import { startThrottlingProxy, type NetworkProfile } from './throttling-proxy';

/** How often the caches are looked at: the figures' resolution. */
export const POLL_MS = 100;

/** How long after its load a page's worker may take to be ready before the visit is given up. */
export const TRIAL_TIMEOUT_MS = 5 * 60_000;

/** How long the page itself may take to load on the slowest connection. */
const LOAD_TIMEOUT_MS = 3 * 60_000;

export interface TrialSetup {
  browser: Browser;
  /** The site's origin, e.g. `http://localhost:4319`. */
  origin: string;
  /** The page to open, e.g. `/fixed-income`. */
  path: string;
  profile: NetworkProfile;
  /** Site paths of every page's HTML file, e.g. `/fixed-income/index.html`. */
  pageFiles: readonly string[];
  /** Site paths of the forms' code, e.g. `/assets/contact-form-abc12345.js`. */
  formFiles: readonly string[];
  /** Site paths of the page's starter: its entry and the chunk beside it. */
  starterFiles: readonly string[];
  /** Site paths of every file the install fetches (the precache but the heavy media). */
  installFiles: readonly string[];
}

/** The site paths of every request stored in the origin's caches (queries left out). */
async function cachedPaths(cdp: CDPSession, origin: string): Promise<Set<string>> {
  const paths = new Set<string>();
  const { caches } = await cdp.send('CacheStorage.requestCacheNames', { securityOrigin: origin });
  for (const cache of caches) {
    const { cacheDataEntries } = await cdp.send('CacheStorage.requestEntries', {
      cacheId: cache.cacheId,
      skipCount: 0,
      pageSize: 10_000,
    });
    for (const entry of cacheDataEntries) paths.add(new URL(entry.requestURL).pathname);
  }
  return paths;
}

/** Opens the page once, as a first visit, and records when it became ready offline. */
export async function runOfflineReadyTrial(setup: TrialSetup): Promise<TrialRecord> {
  const { browser, origin, path, profile, pageFiles, formFiles, starterFiles, installFiles } =
    setup;
  const proxy = await startThrottlingProxy(profile);
  const context = await browser.newContext({
    ...FIRST_VISIT_CONTEXT,
    serviceWorkers: 'allow',
    // Chromium sends loopback addresses (the local site) around a proxy unless told otherwise.
    // Playwright adds this rule itself, unless PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK
    // is set; said here, it holds either way (and the visit checks the page did cross the proxy).
    proxy: { server: proxy.server, bypass: '<-loopback>' },
  });
  let watching = true;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const seen = {
      installingAt: null as number | null,
      activatedAt: null as number | null,
      pagesCachedAt: null as number | null,
      formCodeCachedAt: null as number | null,
      starterCachedAt: null as number | null,
      everythingCachedAt: null as number | null,
    };
    const allCached = (files: readonly string[], paths: Set<string>) =>
      files.every((file) => paths.has(file));
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const now = Date.now();
      for (const version of versions) {
        if (!version.scriptURL.startsWith(`${origin}/`)) continue;
        if (version.status === 'installing') seen.installingAt ??= now;
        if (version.status === 'activated') seen.activatedAt ??= now;
      }
    });
    await cdp.send('ServiceWorker.enable');

    // From before the navigation: on a slow connection the worker may install before `load`.
    const watched = (async () => {
      while (watching) {
        const startedAt = Date.now();
        const paths = await cachedPaths(cdp, origin).catch(() => new Set<string>());
        if (seen.pagesCachedAt === null && pageFiles.every((file) => paths.has(file))) {
          seen.pagesCachedAt = startedAt;
        }
        if (seen.formCodeCachedAt === null && allCached(formFiles, paths)) {
          seen.formCodeCachedAt = startedAt;
        }
        if (seen.starterCachedAt === null && allCached(starterFiles, paths)) {
          seen.starterCachedAt = startedAt;
        }
        if (seen.everythingCachedAt === null && allCached(installFiles, paths)) {
          seen.everythingCachedAt = startedAt;
        }
        if (Object.values(seen).every((moment) => moment !== null)) return;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();

    await page.goto(new URL(path, origin).href, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const loadAt = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return performance.timeOrigin + (navigation as PerformanceNavigationTiming).loadEventStart;
    });
    const document = proxy.exchanges.find((exchange) => exchange.fetchDest === 'document');
    if (!document) throw new Error('the page was not fetched through the throttling proxy');

    const deadline = Date.now() + TRIAL_TIMEOUT_MS;
    while (Object.values(seen).some((moment) => moment === null) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    watching = false;
    await watched;
    return { loadAt, ...seen, exchanges: [...proxy.exchanges] };
  } finally {
    watching = false;
    await context.close();
    await proxy.close();
  }
}
