/**
 * One Lighthouse run of one page: Lighthouse's default configuration (mobile form factor, a Moto G
 * Power's screen, simulated slow 4G and 4x CPU throttling) in a fresh headless Chromium, which is
 * closed afterwards. Run as the page, or as its floor: the same page with every script blocked,
 * which is what the prerendered HTML achieves alone. Returns the figures `npm run perf` reports and
 * the full result.
 */
import lighthouse from 'lighthouse';
import { killAll, launch } from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../scripts/testing/browser';
import { isRoot } from '../scripts/testing/debian-packages';
import { CATEGORIES, type Category, type LighthouseFigures } from './lighthouse-figures';
import { mainThreadAfterLoadMs, mainThreadCpuMs, type TraceEvent } from './main-thread-time';

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
export type LighthouseResult = RunnerResult['lhr'];

/**
 * What the floor blocks: every script file the site serves (the page's inline head script stays:
 * it is part of the HTML). Chromium's blocked-URL patterns take `*` wildcards.
 */
export const SCRIPT_URL_PATTERNS = ['*.js', '*.js?*'];

export type Variant = 'page' | 'floor';

export interface RunOptions {
  variant: Variant;
  /**
   * The page is deliberately kept out of search engines (noindex): Lighthouse's "Page is blocked
   * from indexing" audit, which exists to catch that by accident, is skipped instead of failed.
   */
  noindex: boolean;
  /**
   * Lighthouse's own default, `simulate`, loads the page at full speed and models slow 4G over
   * that load; `devtools` slows the load itself down, so its paints are what the browser did.
   */
  throttling: 'simulate' | 'devtools';
}

/**
 * Closes every Chromium a run has started and not yet closed, including one still starting, so an
 * interrupted `npm run perf` leaves none behind. chrome-launcher keeps that list itself.
 */
export function killRunningChromes(): void {
  killAll();
}

/** How many times a run Lighthouse could not record is tried in all. */
const RECORD_ATTEMPTS = 3;

/**
 * Lighthouse now and then cannot record a page load (NO_NAVSTART and the like, "Please run
 * Lighthouse again"): in about one run in twenty on 2026-11-26, twice in a row once in 144 runs.
 * Such a run is run again, up to RECORD_ATTEMPTS in all, so it does not cost the report its other
 * runs. Any other failure, or a run that fails every attempt, stops the measurement.
 */
export async function runLighthouse(
  url: string,
  chromePath: string,
  options: RunOptions,
): Promise<{ figures: LighthouseFigures; lhr: LighthouseResult }> {
  let result = await recordOnce(url, chromePath, options);
  for (let attempt = 2; result.lhr.runtimeError && attempt <= RECORD_ATTEMPTS; attempt += 1) {
    console.log(
      `perf: Lighthouse could not record ${url} (${result.lhr.runtimeError.code}); attempt ${attempt} of ${RECORD_ATTEMPTS}`,
    );
    result = await recordOnce(url, chromePath, options);
  }
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
  const trace = artifacts.Trace.traceEvents as unknown as TraceEvent[];
  const observed = { afterLoadMs: mainThreadAfterLoadMs(trace), workCpuMs: mainThreadCpuMs(trace) };
  return { figures: figuresOf(lhr, observed), lhr };
}

async function recordOnce(
  url: string,
  chromePath: string,
  { variant, noindex, throttling }: RunOptions,
): Promise<RunnerResult> {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(isRoot() ? ['--no-sandbox'] : [])],
    // perf.ts closes everything it started on Ctrl-C itself (servers too), so no handler here.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns: variant === 'floor' ? SCRIPT_URL_PATTERNS : null,
      skipAudits: noindex ? ['is-crawlable'] : null,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

function figuresOf(
  lhr: LighthouseResult,
  observed: { afterLoadMs: number; workCpuMs: number },
): LighthouseFigures {
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse reported no value for ${id}`);
    return value;
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
      return [id, Math.round(score * 100)];
    }),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    siMs: numeric('speed-index'),
    ...observed,
    workMs: numeric('mainthread-work-breakdown'),
    cls: numeric('cumulative-layout-shift'),
    lcpElement: lcpElementOf(lhr),
    shortfalls: shortfallsOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The largest paint's element: the audit holds a table whose first row holds the node. */
function lcpElementOf(lhr: LighthouseResult): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.selector ?? 'none reported';
}

/** Every weighted audit below full marks, per category, so a missed 100 says why. */
function shortfallsOf(lhr: LighthouseResult): string[] {
  const found: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
      found.push(`${id}: ${audit.title} (${Math.round(audit.score * 100)})`);
    }
  }
  return found;
}
