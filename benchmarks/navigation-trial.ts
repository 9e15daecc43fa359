/**
 * One trial of `npm run bench:navigation`: a visitor on a phone (412x823, touch, 4x CPU slowdown,
 * every request through a throttling proxy of the trial's own), or with a mouse on a screen of the
 * same size, reads the home page, follows a link to /fixed-income and comes back with Back.
 *
 * Driven by Puppeteer, not Playwright: Chromium prerenders only for automation attached through
 * the tab, as Puppeteer is. Puppeteer's page object loses its frame when a prerendered document is
 * swapped in, so each look at the page is a CDP session of its own on the tab's page target.
 */
import { setTimeout as wait } from 'node:timers/promises';
import type { Browser, Page } from 'puppeteer-core';
import { DISCLAIMER_ACCEPTED_VALUE, DISCLAIMER_STORAGE_KEY } from '../src/lib/constants';
import { CPU_SLOWDOWN, QUIET_MS } from './bench-page';
import { startThrottlingProxy, type NetworkProfile } from './throttling-proxy';
import { startTracing, summariseMainThreads, type ThreadSummary } from './navigation-trace';

/**
 * How the visitor presses the link: a tap on a phone; a click with a mouse (which hovers) after
 * resting on the link; or a tap once the site's code runs (started by the pointer over the
 * header, as a visitor's hand does), which the router answers within the page.
 */
export const PRESSES = ['tap', 'rest-then-click', 'tap-once-the-code-runs'] as const;
export type Press = (typeof PRESSES)[number];

/** How the next page came: prerendered and swapped in, loaded, the router's own, or kept (Back). */
export type Arrival = 'prerendered' | 'loaded' | 'router' | 'kept';

export interface NavigationTrial {
  forwardMs: number;
  forwardArrival: Arrival;
  backMs: number;
  backArrival: Arrival;
  /** With `trace`: where each renderer's main thread spent the forward press. */
  mainThreads?: ThreadSummary[];
}

const FROM = '/';
const TO = '/fixed-income';
/** A finger's press on glass: down, then up this much later. */
const TAP_MS = 100;
/** A visitor who rests on the link before clicking: long enough for `moderate` speculation. */
const REST_MS = 1000;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Where a look is asked: through Puppeteer's page until the press, since a session of its own,
 * attached to the page rather than through the tab, turns prerendering off while it lasts; after
 * it, through such a session, since Puppeteer's page loses its frame to a prerendered document.
 */
type Through = 'page' | 'session';

/** Runs `expression` in the tab's current document, or null if no answer comes in a second. */
async function look<T>(page: Page, expression: string, through: Through): Promise<T | null> {
  if (through === 'page') {
    return Promise.race([
      page.evaluate(expression) as Promise<T | null>,
      wait(1000).then(() => null),
    ]).catch(() => null);
  }
  const session = await page.target().createCDPSession();
  try {
    const answer = await Promise.race([
      session.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }),
      wait(1000).then(() => null),
    ]);
    return (answer?.result.value as T | undefined) ?? null;
  } catch {
    return null;
  } finally {
    await session.detach().catch(() => {});
  }
}

/** The Element Timing name the benchmark's copies of the site give each page's heading. */
export const HEADING_TIMING = 'bench-heading';

interface Shown {
  /** Wall-clock ms the heading was first presented to the visitor. */
  at: number;
  /** The document the visitor pressed in (the router moved within it, or Back kept it). */
  sameDocument: boolean;
  prerendered: boolean;
  /** Shown again from the back-forward cache. */
  restored: boolean;
}

/**
 * When the page at `path` first showed its main heading, other than the one the visitor left
 * (marked `step` as they pressed), as the page itself recorded it, so however late a look comes
 * (one opened as a prerendered document is swapped in may wait a second) the figure is the
 * visitor's:
 * - a new document: its heading's Element Timing paint, or, prerendered before the press, the
 *   moment it was shown (its activation);
 * - a document kept by the back-forward cache: the frame after it was shown again (`pageshow`);
 * - the router, within the document pressed in: the frame after the one that first had the heading.
 */
async function headingShownAt(page: Page, path: string, step: string): Promise<Shown> {
  const expression = `(async () => {
    const heading = document.querySelector('main h1');
    if (location.pathname !== ${JSON.stringify(path)} || document.prerendering) return null;
    if (document.visibilityState !== 'visible' || !heading || heading.__benchLeft === '${step}') {
      return null;
    }
    const [navigation] = performance.getEntriesByType('navigation');
    const sameDocument = window.__benchPressedIn === '${step}';
    const restoredAt = window.__benchRestoredAt;
    if (restoredAt === null) return null;
    let shownAt = null;
    if (sameDocument) shownAt = window.__benchHeadingFrames?.['${step}'] ?? null;
    else if (restoredAt) shownAt = restoredAt;
    else {
      const painted = await new Promise((answer) => {
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntries().find((each) => each.identifier === '${HEADING_TIMING}');
          if (entry) answer(entry.renderTime || entry.loadTime);
        });
        observer.observe({ type: 'element', buffered: true });
        setTimeout(() => answer(null), 100);
      });
      if (painted !== null) {
        shownAt = performance.timeOrigin + Math.max(painted, navigation.activationStart);
      }
    }
    if (shownAt === null) return null;
    return {
      at: shownAt,
      sameDocument,
      prerendered: navigation.activationStart > 0,
      restored: Boolean(restoredAt),
    };
  })()`;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const seen = await look<Shown>(page, expression, 'session');
    if (seen) return seen;
    await wait(5);
  }
  throw new Error(`${path} showed no heading within ${SETTLE_TIMEOUT_MS / 1000} s`);
}

/**
 * Marks the document and heading the visitor is about to leave, as `step`, and watches frame by
 * frame for the router to put another heading at `path` in this same document.
 */
async function markLeaving(
  page: Page,
  step: string,
  path: string,
  through: Through,
): Promise<void> {
  await look(
    page,
    `(() => {
      window.__benchPressedIn = '${step}';
      window.__benchRestoredAt = undefined;
      const heading = document.querySelector('main h1');
      if (heading) heading.__benchLeft = '${step}';
      const frames = (window.__benchHeadingFrames ??= {});
      const watch = () => {
        const now = document.querySelector('main h1');
        if (location.pathname === ${JSON.stringify(path)} && now && now.__benchLeft !== '${step}') {
          requestAnimationFrame(() => (frames['${step}'] = performance.timeOrigin + performance.now()));
        } else if (window.__benchPressedIn === '${step}') requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      return true;
    })()`,
    through,
  );
}

/**
 * Waits until the tab's document has loaded and fetched nothing new for QUIET_MS (its resource
 * entries, which each fetch adds as it ends), asked of whichever document the tab now shows.
 */
async function quiet(page: Page, through: Through): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let last = { count: -1, since: Date.now() };
  while (Date.now() < deadline) {
    const count = await look<number>(
      page,
      `document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1`,
      through,
    );
    if (count === null || count < 0 || count !== last.count)
      last = { count: count ?? -1, since: Date.now() };
    else if (Date.now() - last.since >= QUIET_MS) return;
    await wait(100);
  }
  throw new Error(`the page did not become quiet within ${SETTLE_TIMEOUT_MS / 1000} s`);
}

async function openHome(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${FROM}`, { timeout: SETTLE_TIMEOUT_MS });
  await quiet(page, 'page');
}

/** The link's centre, scrolled into view at once, as a reader's scroll would leave it. */
async function linkCentre(page: Page): Promise<{ x: number; y: number }> {
  const centre = await look<{ x: number; y: number }>(
    page,
    `(() => {
      const link = document.querySelector('main a[href="${TO}"]');
      link.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = link.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`,
    'page',
  );
  if (!centre) throw new Error(`${FROM} has no link to ${TO} in its main content`);
  return centre;
}

/** The pointer over the header, which wants the code, and then until the header is the app's. */
async function startTheCode(page: Page): Promise<void> {
  const header = await page.$('[data-site-header]');
  const box = await header?.boundingBox();
  if (!box) throw new Error(`${FROM} has no header to point at`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForSelector('[data-site-header][data-enhanced]', { timeout: SETTLE_TIMEOUT_MS });
  await quiet(page, 'page');
}

/**
 * Presses the link as the visitor does, with Puppeteer's own input (through the tab, so the
 * browser may prerender); resolves with the wall-clock time of the press.
 */
async function pressLink(page: Page, press: Press, at: { x: number; y: number }): Promise<number> {
  if (press === 'tap-once-the-code-runs') await startTheCode(page);
  const withMouse = press === 'rest-then-click';
  if (withMouse) {
    await page.mouse.move(at.x, at.y);
    await wait(REST_MS);
    await page.mouse.down();
  } else {
    await page.touchscreen.touchStart(at.x, at.y);
  }
  await wait(TAP_MS);
  const pressedAt = Date.now();
  // A prerendered page swapped in as the press ends closes the target the release was sent to.
  await (withMouse ? page.mouse.up() : page.touchscreen.touchEnd()).catch((error: unknown) => {
    if (!/Target closed/.test(String(error))) throw error;
  });
  return pressedAt;
}

/** Goes back one entry, as the browser's Back button does; resolves with when it was pressed. */
async function pressBack(page: Page): Promise<number> {
  const session = await page.target().createCDPSession();
  try {
    const { currentIndex, entries } = await session.send('Page.getNavigationHistory');
    const previous = entries[currentIndex - 1];
    if (!previous) throw new Error('nothing to go back to');
    const pressedAt = Date.now();
    await session.send('Page.navigateToHistoryEntry', { entryId: previous.id });
    return pressedAt;
  } finally {
    await session.detach().catch(() => {});
  }
}

function arrivalOf(seen: Shown): Arrival {
  if (seen.sameDocument) return 'router';
  if (seen.restored) return 'kept';
  return seen.prerendered ? 'prerendered' : 'loaded';
}

/**
 * One visit in a fresh context. A repeat visit first reads the home page until its service worker
 * controls it and the network is quiet, then opens the site again in a new tab, as a visitor
 * coming back does.
 */
export async function runNavigationTrial(
  browser: Browser,
  {
    origin,
    profile,
    repeat,
    press,
    trace,
  }: {
    origin: string;
    profile: NetworkProfile;
    repeat: boolean;
    press: Press;
    /** A file to write a trace of the forward press to. */
    trace?: string;
  },
): Promise<NavigationTrial> {
  const proxy = await startThrottlingProxy(profile);
  const context = await browser.createBrowserContext({
    proxyServer: proxy.server,
    // Chromium sends loopback addresses around a proxy unless told otherwise.
    proxyBypassList: ['<-loopback>'],
  });
  try {
    const newPage = async () => {
      const page = await context.newPage();
      const onAPhone = press !== 'rest-then-click';
      await page.setViewport({ width: 412, height: 823, isMobile: onAPhone, hasTouch: onAPhone });
      await page.emulateCPUThrottling(CPU_SLOWDOWN);
      await page.evaluateOnNewDocument(
        (key, value) => {
          localStorage.setItem(key, value);
          // A document kept in the back-forward cache says when it was shown again: the frame after.
          addEventListener('pageshow', (event) => {
            if (!event.persisted) return;
            // Null until the frame comes: shown again, not yet painted.
            (window as { __benchRestoredAt?: number | null }).__benchRestoredAt = null;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                (window as { __benchRestoredAt?: number }).__benchRestoredAt =
                  performance.timeOrigin + performance.now();
              }),
            );
          });
        },
        DISCLAIMER_STORAGE_KEY,
        DISCLAIMER_ACCEPTED_VALUE,
      );
      return page;
    };
    let page = await newPage();
    if (repeat) {
      await openHome(page, origin);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, {
        timeout: SETTLE_TIMEOUT_MS,
      });
      await quiet(page, 'page');
      await page.close();
      page = await newPage();
    }
    await openHome(page, origin);
    const at = await linkCentre(page);
    await quiet(page, 'page');

    await markLeaving(page, 'forward', TO, 'page');
    const tracing = trace ? await startTracing(browser) : null;
    const pressedAt = await pressLink(page, press, at);
    const forward = await headingShownAt(page, TO, 'forward');
    const mainThreads =
      tracing && trace ? summariseMainThreads(await tracing.stop(trace)) : undefined;
    await quiet(page, 'session');
    await markLeaving(page, 'back', FROM, 'session');
    const backPressedAt = await pressBack(page);
    const back = await headingShownAt(page, FROM, 'back');
    return {
      forwardMs: forward.at - pressedAt,
      forwardArrival: arrivalOf(forward),
      backMs: back.at - backPressedAt,
      backArrival: arrivalOf(back),
      mainThreads,
    };
  } finally {
    await context.close();
    await proxy.close();
  }
}
