/**
 * What `npm run bench:interaction`'s two parts share: a fresh phone-sized context with 4x CPU
 * slowdown for each trial, and a wait for the page to have finished starting that reads what the
 * page does (its requests and its long tasks), not a marker of the app's.
 */
import type { Browser, BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import { DISCLAIMER_ACCEPTED_VALUE, DISCLAIMER_STORAGE_KEY } from '../src/lib/constants';
import { FIRST_VISIT_CONTEXT } from '../tests/support/first-visit-js';

/** Lighthouse's mobile runs slow the CPU down as much. */
export const CPU_SLOWDOWN = 4;

/** No request in flight and no long task for this long: the page has finished starting. */
export const QUIET_MS = 1000;

/** How long a page may take to become quiet before the trial is given up. */
const SETTLE_TIMEOUT_MS = 60_000;

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Resolves once the page has been quiet for QUIET_MS: no request in flight, no long task. */
  settled(): Promise<void>;
}

interface LongTaskWindow {
  __benchLastLongTaskEnd?: number;
}

/** In the page, before its scripts: remembers when the latest long task ended. */
function observeLongTasks(): void {
  const bench = window as unknown as LongTaskWindow;
  bench.__benchLastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.__benchLastLongTaskEnd = Math.max(
        bench.__benchLastLongTaskEnd ?? 0,
        entry.startTime + entry.duration,
      );
    }
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * A fresh context at a phone's size (Lighthouse's Moto G Power screen, touch), the service worker
 * blocked (once installed it downloads the precache and has the page load the toast library, at a
 * moment set by the machine), 4x CPU slowdown, and, for a returning visitor, the disclaimer already
 * accepted. Close it with `context.close()`.
 */
export async function openBenchPage(
  browser: Browser,
  {
    returning,
    setUp,
    proxy,
  }: {
    returning: boolean;
    /** Init scripts and the like, added before the page is opened. */
    setUp?: (context: BrowserContext) => Promise<void>;
    /** A throttling proxy's address (throttling-proxy.ts) every request, local ones too, crosses. */
    proxy?: string;
  },
): Promise<BenchPage> {
  const context = await browser.newContext({
    ...FIRST_VISIT_CONTEXT,
    // Chromium sends loopback addresses (the local site) around a proxy unless told otherwise.
    ...(proxy ? { proxy: { server: proxy, bypass: '<-loopback>' } } : {}),
  });
  if (returning) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      DISCLAIMER_STORAGE_KEY,
      DISCLAIMER_ACCEPTED_VALUE,
    ] as const);
  }
  await context.addInitScript(observeLongTasks);
  await setUp?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  // Requests in flight, and when the last one started or ended. The hero video is left out: a
  // media element may keep a connection open as long as it plays.
  const inFlight = new Set<Request>();
  let lastNetworkActivity = Date.now();
  const counts = (request: Request) => request.resourceType() !== 'media';
  page.on('request', (request) => {
    if (!counts(request)) return;
    inFlight.add(request);
    lastNetworkActivity = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastNetworkActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  async function settled(): Promise<void> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      if (Date.now() > deadline) {
        throw new Error(
          `the page was not quiet for ${QUIET_MS} ms within ${SETTLE_TIMEOUT_MS / 1000} s`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (inFlight.size > 0 || Date.now() - lastNetworkActivity < QUIET_MS) continue;
      const sinceLongTask = await page.evaluate(
        () =>
          performance.now() - ((window as unknown as LongTaskWindow).__benchLastLongTaskEnd ?? 0),
      );
      if (sinceLongTask >= QUIET_MS && inFlight.size === 0) return;
    }
  }

  return { context, page, cdp, settled };
}
