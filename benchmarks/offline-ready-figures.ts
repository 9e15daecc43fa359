/**
 * The figures of `npm run bench:offline-ready`, from what one first visit recorded: when, after
 * the page's load event, every page could open offline and every enquiry form could be sent
 * offline, what the precache install fetched over the throttled link, and the target those are
 * held to. Pure, so the arithmetic is tested apart from the browser (offline-ready-figures.test.ts).
 */
import type { Exchange, NetworkProfile } from './throttling-proxy';
import { PRECACHE_FETCHES_AT_ONCE } from '../src/features/pwa/precache-install';
import { median } from './statistics';

/** The target allows this on top of the precache's transfer at the connection's bandwidth. */
export const TARGET_ALLOWANCE_MS = 1000;

/** What one first visit recorded. Times are Date.now() milliseconds; null: it never happened. */
export interface TrialRecord {
  /** The page's load event (its navigation timing's loadEventStart). */
  loadAt: number;
  /** The worker first reported installing (the page has registered it). */
  installingAt: number | null;
  /** The first look at the caches that found every page's HTML in them. */
  pagesCachedAt: number | null;
  /** The first look at the caches that found every file of the forms' code in them. */
  formCodeCachedAt: number | null;
  /** The first look that found the page's starter in them (it keeps an enquiry sent offline). */
  starterCachedAt: number | null;
  /** The first look that found every file the install fetches in them. */
  everythingCachedAt: number | null;
  /** The worker reported activated: it now answers the page's and every later visit's requests. */
  activatedAt: number | null;
  /** Every request the browser sent through the throttling proxy. */
  exchanges: readonly Exchange[];
}

export interface PrecacheTransfer {
  /** Precache files the worker's install fetched over the link (not those the HTTP cache had). */
  files: number;
  /** Their bytes on the wire: heads and bodies as sent (gzipped where the server gzipped). */
  bytes: number;
  /** From its first request to the last byte of its last answer. */
  durationMs: number;
  /** Bytes of everything else that crossed the link down meanwhile (the page, the hero video). */
  otherBytes: number;
}

export interface TrialFigures {
  /** Each from the page's load event. */
  installingMs: number;
  pagesCachedMs: number;
  formCodeCachedMs: number;
  starterCachedMs: number;
  everythingCachedMs: number;
  activatedMs: number;
  /** Every page opens offline: its HTML is cached and the worker, now active, answers with it. */
  pagesOfflineMs: number;
  /**
   * Every form can be sent offline: its page and the page's starter are cached and the active
   * worker serves them. The starter keeps an enquiry sent before its form's code in the outbox,
   * to be sent once (tests/first-visit-offline.spec.ts); the form's own code (its checks as the
   * visitor types) may come later, `formCodeCachedMs`.
   */
  formsOfflineMs: number;
  precache: PrecacheTransfer;
  /** The precache's bytes at the connection's download bandwidth. */
  transferAtBandwidthMs: number;
  /** transferAtBandwidthMs + TARGET_ALLOWANCE_MS. */
  targetMs: number;
  /**
   * What the transfer should take through the proxy: the bytes at the bandwidth plus one round
   * trip per file in each of the install's lanes (it fetches `PRECACHE_FETCHES_AT_ONCE` files at
   * a time, src/features/pwa/precache-install.ts). Close to
   * `precache.durationMs` when the throttling reached the worker's fetches.
   */
  modelledTransferMs: number;
}

/** Whether an exchange is one of the install's fetches: a worker's fetch() of a precached path. */
export function isPrecacheFetch(exchange: Exchange, precachedPaths: ReadonlySet<string>): boolean {
  if (exchange.method !== 'GET' || exchange.fetchDest !== 'empty') return false;
  try {
    return precachedPaths.has(decodeURIComponent(new URL(exchange.url).pathname));
  } catch {
    return false; // not a URL the site has
  }
}

/** What the install fetched over the link, and what else crossed it meanwhile. */
export function precacheTransfer(
  exchanges: readonly Exchange[],
  precachedPaths: ReadonlySet<string>,
): PrecacheTransfer {
  const fetched = exchanges.filter(
    (exchange) => isPrecacheFetch(exchange, precachedPaths) && exchange.endedAt !== null,
  );
  if (fetched.length === 0) return { files: 0, bytes: 0, durationMs: 0, otherBytes: 0 };
  const start = Math.min(...fetched.map((exchange) => exchange.startedAt));
  const end = Math.max(...fetched.map((exchange) => exchange.endedAt!));
  const others = exchanges.filter(
    (exchange) =>
      !fetched.includes(exchange) &&
      exchange.startedAt < end &&
      (exchange.endedAt ?? Number.POSITIVE_INFINITY) > start,
  );
  return {
    files: fetched.length,
    bytes: sum(fetched.map((exchange) => exchange.responseBytes)),
    durationMs: end - start,
    // Whole answers that overlapped the install, not only their overlapping part: an upper bound.
    otherBytes: sum(others.map((exchange) => exchange.responseBytes)),
  };
}

/** The target: the precache's bytes at the download bandwidth, plus TARGET_ALLOWANCE_MS. */
export function targetMs(bytes: number, profile: NetworkProfile): number {
  return transferMs(bytes, profile) + TARGET_ALLOWANCE_MS;
}

function transferMs(bytes: number, profile: NetworkProfile): number {
  return (bytes / profile.downloadBytesPerSecond) * 1000;
}

/**
 * The figures of one visit, or the reason it measured nothing: a worker that never installed or
 * never activated, caches that never held every page or the forms' code, or an install that
 * fetched nothing through the proxy.
 */
export function trialFigures(
  record: TrialRecord,
  profile: NetworkProfile,
  precachedPaths: ReadonlySet<string>,
): TrialFigures | { error: string } {
  const { loadAt, installingAt, pagesCachedAt, formCodeCachedAt, activatedAt } = record;
  const { starterCachedAt, everythingCachedAt } = record;
  if (installingAt === null) return { error: 'the worker never started installing' };
  if (activatedAt === null) return { error: 'the worker never activated' };
  if (pagesCachedAt === null) return { error: "the caches never held every page's HTML" };
  if (formCodeCachedAt === null) return { error: "the caches never held the forms' code" };
  if (starterCachedAt === null) return { error: "the caches never held the page's starter" };
  if (everythingCachedAt === null) return { error: 'the caches never held the whole precache' };
  const precache = precacheTransfer(record.exchanges, precachedPaths);
  if (precache.files === 0) {
    return { error: 'no precache fetch crossed the proxy: the worker was not throttled' };
  }
  const transferAtBandwidthMs = transferMs(precache.bytes, profile);
  return {
    installingMs: installingAt - loadAt,
    pagesCachedMs: pagesCachedAt - loadAt,
    formCodeCachedMs: formCodeCachedAt - loadAt,
    starterCachedMs: starterCachedAt - loadAt,
    everythingCachedMs: everythingCachedAt - loadAt,
    activatedMs: activatedAt - loadAt,
    pagesOfflineMs: Math.max(pagesCachedAt, activatedAt) - loadAt,
    formsOfflineMs: Math.max(pagesCachedAt, starterCachedAt, activatedAt) - loadAt,
    precache,
    transferAtBandwidthMs,
    targetMs: transferAtBandwidthMs + TARGET_ALLOWANCE_MS,
    modelledTransferMs:
      transferAtBandwidthMs + Math.ceil(precache.files / PRECACHE_FETCHES_AT_ONCE) * profile.rttMs,
  };
}

/** The median of each figure over several visits of one page on one connection. */
export function medianFigures(trials: readonly TrialFigures[]): TrialFigures {
  const of = (pick: (trial: TrialFigures) => number) => median(trials.map(pick));
  return {
    installingMs: of((trial) => trial.installingMs),
    pagesCachedMs: of((trial) => trial.pagesCachedMs),
    formCodeCachedMs: of((trial) => trial.formCodeCachedMs),
    starterCachedMs: of((trial) => trial.starterCachedMs),
    everythingCachedMs: of((trial) => trial.everythingCachedMs),
    activatedMs: of((trial) => trial.activatedMs),
    pagesOfflineMs: of((trial) => trial.pagesOfflineMs),
    formsOfflineMs: of((trial) => trial.formsOfflineMs),
    precache: {
      files: of((trial) => trial.precache.files),
      bytes: of((trial) => trial.precache.bytes),
      durationMs: of((trial) => trial.precache.durationMs),
      otherBytes: of((trial) => trial.precache.otherBytes),
    },
    transferAtBandwidthMs: of((trial) => trial.transferAtBandwidthMs),
    targetMs: of((trial) => trial.targetMs),
    modelledTransferMs: of((trial) => trial.modelledTransferMs),
  };
}

/** 'met' when the figure is within the target. */
export function verdict(figureMs: number, target: number): 'met' | 'missed' {
  return figureMs <= target ? 'met' : 'missed';
}

/** Milliseconds as seconds with one decimal, e.g. 12345 -> '12.3 s'. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
