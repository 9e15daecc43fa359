/**
 * One trial of `npm run bench:offline-ready`'s second part: how long a part of a page takes, from
 * the moment a visitor makes it wanted to the moment its code runs, on a phone's slow connection,
 * when every file arrives at the first try and when each of the code's files fails once.
 *
 * A returning visitor (disclaimer accepted, the service worker blocked, so that every file comes
 * over the connection as on a first visit) opens the page through a throttling proxy of its own,
 * waits until the page has finished starting (a reader's page: the starter has run, the framework
 * has not), then scrolls the part into view. The part is wanted from there (it came near); its
 * code runs once it is no longer `aria-busy` (src/runtime/part.tsx), which the page itself reports
 * the moment it happens.
 */
import type { Browser } from '@playwright/test';
import { markdownTable } from 'markdown-table';
import { openBenchPage } from './bench-page';
import { formatSeconds } from './offline-ready-figures';
import { median } from './statistics';
import { startThrottlingProxy, type NetworkProfile } from './throttling-proxy';

/** The parts measured: the news on `/` and the enquiry form on a service page. */
export const MEASURED_PARTS = [
  { path: '/', part: '#insights', name: 'the news' },
  { path: '/fixed-income', part: '#enquire form', name: 'the enquiry form' },
] as const;

/** The code's files, which fail once each in the flaky trials. */
const CODE_FILE = /^\/assets\/.+\.js$/;

/** How long a part may take to arrive before the trial is given up. */
const ARRIVAL_TIMEOUT_MS = 3 * 60_000;

export interface PartArrivalSetup {
  browser: Browser;
  origin: string;
  /** The page, e.g. `/`. */
  path: string;
  /** A selector inside the part, e.g. `#insights`. */
  part: string;
  profile: NetworkProfile;
  /** Whether each of the code's files fails the first time it is asked for. */
  flaky: boolean;
}

export interface PartArrival {
  /** From the scroll that made the part wanted to its code running. */
  arrivedMs: number;
  /** From the last failed answer to its code running; null when nothing failed. */
  afterLastFailureMs: number | null;
  /** Answers that failed, and code files fetched from the scroll on (failures included). */
  failures: number;
  requestsAfterWanted: number;
}

interface ArrivalWindow {
  __benchPartArrivedAt?: Promise<number>;
}

export async function runPartArrivalTrial(setup: PartArrivalSetup): Promise<PartArrival> {
  const { browser, origin, path, part, profile, flaky } = setup;
  const proxy = await startThrottlingProxy(profile, flaky ? { failOnce: CODE_FILE } : {});
  const { context, page, settled } = await openBenchPage(browser, {
    returning: true,
    proxy: proxy.server,
  });
  try {
    await page.goto(new URL(path, origin).href, { waitUntil: 'load', timeout: ARRIVAL_TIMEOUT_MS });
    await settled();
    // Watched from the page: the moment the part's code takes it over, in the page's own clock.
    // (No function is named inside: tsx would wrap it in a helper the page does not have.)
    await page.evaluate((selector) => {
      const place = document.querySelector(selector)?.closest('[aria-busy]');
      if (!place) throw new Error(`${selector} is in no part that waits for its code`);
      (window as ArrivalWindow).__benchPartArrivedAt = new Promise((resolve) => {
        new MutationObserver((_records, observer) => {
          if (place.getAttribute('aria-busy') !== 'false') return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        }).observe(place, { attributes: true, attributeFilter: ['aria-busy'] });
      });
    }, part);
    const wantedAt = await page.evaluate((selector) => {
      document.querySelector(selector)?.scrollIntoView({ block: 'center' });
      return performance.timeOrigin + performance.now();
    }, part);
    const arrivedAt = await page.waitForFunction(
      () => (window as ArrivalWindow).__benchPartArrivedAt,
      undefined,
      { timeout: ARRIVAL_TIMEOUT_MS, polling: 100 },
    );
    const arrived = (await arrivedAt.jsonValue()) as number;
    const failed = proxy.exchanges.filter((exchange) => exchange.status === 503);
    const lastFailure = Math.max(...failed.map((exchange) => exchange.endedAt ?? 0));
    return {
      arrivedMs: arrived - wantedAt,
      afterLastFailureMs: failed.length > 0 ? arrived - lastFailure : null,
      failures: failed.length,
      requestsAfterWanted: proxy.exchanges.filter(
        (exchange) =>
          exchange.startedAt >= wantedAt && CODE_FILE.test(new URL(exchange.url).pathname),
      ).length,
    };
  } finally {
    await context.close();
    await proxy.close();
  }
}

export interface PartArrivals {
  path: string;
  name: string;
  profile: NetworkProfile;
  clean: PartArrival[];
  flaky: PartArrival[];
}

/** The table of medians, one row a part and connection. */
export function partArrivalReport(measured: readonly PartArrivals[]): string {
  const of = (trials: readonly PartArrival[], pick: (trial: PartArrival) => number | null) => {
    const values = trials.map(pick).filter((value): value is number => value !== null);
    return values.length > 0 ? formatSeconds(median(values)) : '-';
  };
  const rows = measured.map(({ path, name, profile, clean, flaky }) => [
    `${name} (\`${path}\`)`,
    profile.name,
    of(clean, (trial) => trial.arrivedMs),
    String(median(clean.map((trial) => trial.requestsAfterWanted))),
    of(flaky, (trial) => trial.arrivedMs),
    of(flaky, (trial) => trial.afterLastFailureMs),
    String(median(flaky.map((trial) => trial.failures))),
  ]);
  return [
    '## From wanted to running',
    '',
    markdownTable(
      [
        [
          'Part',
          'Network',
          'Every file at the first try',
          'Code files asked for',
          'Each file failing once',
          'After the last failure',
          'Failed answers',
        ],
        ...rows,
      ],
      { align: ['l', 'l', 'r', 'r', 'r', 'r', 'r'] },
    ),
    '',
    'From the scroll that brings the part near to its code running (its `aria-busy` false), ' +
      'for a returning visitor with the service worker blocked, once the page has finished ' +
      'starting; the median of the visits. "Each file failing once": the proxy answers the ' +
      "first request for each of the code's files with 503 after a round trip, from the page's " +
      "start on (the starter's files included, which the page has tried again before the scroll).",
  ].join('\n');
}
