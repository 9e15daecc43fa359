// @vitest-environment node
import {
  formatSeconds,
  isPrecacheFetch,
  medianFigures,
  precacheTransfer,
  targetMs,
  trialFigures,
  verdict,
  type TrialFigures,
  type TrialRecord,
} from './offline-ready-figures';
import type { Exchange, NetworkProfile } from './throttling-proxy';

const ORIGIN = 'http://localhost:4319';

/** 200 000 bytes a second down: 1 KB (1000 bytes) takes 5 ms. */
const PROFILE: NetworkProfile = {
  name: 'test',
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 100_000,
  rttMs: 100,
};

const PRECACHED = new Set(['/index.html', '/assets/app-abc12345.js', '/assets/form-abc12345.js']);

function exchange(path: string, overrides: Partial<Exchange> = {}): Exchange {
  return {
    method: 'GET',
    url: `${ORIGIN}${path}`,
    fetchDest: 'empty',
    status: 200,
    newConnection: false,
    startedAt: 0,
    endedAt: 100,
    requestBytes: 300,
    responseBytes: 1000,
    serverMs: 2,
    ...overrides,
  };
}

describe('isPrecacheFetch', () => {
  it("takes a worker's fetch of a precached path, its revision query aside", () => {
    expect(isPrecacheFetch(exchange('/index.html?__WB_REVISION__=abc'), PRECACHED)).toBe(true);
    expect(isPrecacheFetch(exchange('/assets/app-abc12345.js'), PRECACHED)).toBe(true);
  });

  it("leaves out the page's own requests, paths not precached and other methods", () => {
    expect(isPrecacheFetch(exchange('/index.html', { fetchDest: 'document' }), PRECACHED)).toBe(
      false,
    );
    expect(
      isPrecacheFetch(exchange('/assets/app-abc12345.js', { fetchDest: 'script' }), PRECACHED),
    ).toBe(false);
    expect(isPrecacheFetch(exchange('/media/hero.webm'), PRECACHED)).toBe(false);
    expect(isPrecacheFetch(exchange('/index.html', { method: 'POST' }), PRECACHED)).toBe(false);
    expect(isPrecacheFetch(exchange('', { url: 'not a url' }), PRECACHED)).toBe(false);
  });
});

describe('precacheTransfer', () => {
  it('counts the files and bytes the install fetched, from its first request to its last byte', () => {
    const transfer = precacheTransfer(
      [
        exchange('/', { fetchDest: 'document', startedAt: 0, endedAt: 500, responseBytes: 9000 }),
        exchange('/index.html?__WB_REVISION__=1', { startedAt: 1000, endedAt: 1200 }),
        exchange('/assets/app-abc12345.js', {
          startedAt: 1250,
          endedAt: 1600,
          responseBytes: 5000,
        }),
        // Overlapping the install: counted as other bytes.
        exchange('/media/hero.webm', { startedAt: 1500, endedAt: 1900, responseBytes: 4000 }),
        // After it: not.
        exchange('/feed', { startedAt: 1700, endedAt: 1800, responseBytes: 7000 }),
        // Failed: not counted as fetched.
        exchange('/assets/form-abc12345.js', { startedAt: 1300, endedAt: null }),
      ],
      PRECACHED,
    );
    expect(transfer).toEqual({ files: 2, bytes: 6000, durationMs: 600, otherBytes: 5000 });
  });

  it('is nothing when the install fetched nothing through the proxy', () => {
    expect(precacheTransfer([exchange('/', { fetchDest: 'document' })], PRECACHED)).toEqual({
      files: 0,
      bytes: 0,
      durationMs: 0,
      otherBytes: 0,
    });
  });
});

describe('targetMs', () => {
  it('is the bytes at the download bandwidth plus a second', () => {
    expect(targetMs(200_000, PROFILE)).toBe(2000);
    expect(targetMs(1_000_000, { ...PROFILE, downloadBytesPerSecond: 1.6e6 / 8 })).toBe(6000);
    expect(targetMs(0, PROFILE)).toBe(1000);
  });
});

describe('trialFigures', () => {
  const LOAD = 10_000;
  const record = (overrides: Partial<TrialRecord> = {}): TrialRecord => ({
    loadAt: LOAD,
    installingAt: LOAD + 4000,
    pagesCachedAt: LOAD + 9000,
    formCodeCachedAt: LOAD + 8000,
    starterCachedAt: LOAD + 7000,
    everythingCachedAt: LOAD + 9900,
    activatedAt: LOAD + 9500,
    exchanges: [
      exchange('/index.html?__WB_REVISION__=1', {
        startedAt: LOAD + 4100,
        endedAt: LOAD + 4300,
        responseBytes: 100_000,
      }),
      exchange('/assets/app-abc12345.js', {
        startedAt: LOAD + 4400,
        endedAt: LOAD + 9300,
        responseBytes: 300_000,
      }),
    ],
    ...overrides,
  });

  it('measures from load, each readiness the later of its files cached and the worker active', () => {
    const figures = trialFigures(record(), PROFILE, PRECACHED);
    expect(figures).toEqual({
      installingMs: 4000,
      pagesCachedMs: 9000,
      formCodeCachedMs: 8000,
      starterCachedMs: 7000,
      everythingCachedMs: 9900,
      activatedMs: 9500,
      pagesOfflineMs: 9500,
      formsOfflineMs: 9500,
      precache: { files: 2, bytes: 400_000, durationMs: 5200, otherBytes: 0 },
      transferAtBandwidthMs: 2000,
      targetMs: 3000,
      // Two files, fetched side by side: one round trip.
      modelledTransferMs: 2100,
    });
  });

  it('takes the caches when they fill after the worker says it is active', () => {
    const figures = trialFigures(record({ pagesCachedAt: LOAD + 9700 }), PROFILE, PRECACHED);
    expect(figures).toMatchObject({ pagesOfflineMs: 9700, formsOfflineMs: 9700 });
  });

  it('counts a form sendable offline once its page and starter are, whatever its own code', () => {
    const figures = trialFigures(
      record({
        activatedAt: LOAD + 5000,
        pagesCachedAt: LOAD + 6000,
        formCodeCachedAt: LOAD + 9000,
      }),
      PROFILE,
      PRECACHED,
    );
    expect(figures).toMatchObject({ formsOfflineMs: 7000, formCodeCachedMs: 9000 });
  });

  it('says what never happened instead of a figure', () => {
    expect(trialFigures(record({ installingAt: null }), PROFILE, PRECACHED)).toEqual({
      error: 'the worker never started installing',
    });
    expect(trialFigures(record({ activatedAt: null }), PROFILE, PRECACHED)).toEqual({
      error: 'the worker never activated',
    });
    expect(trialFigures(record({ pagesCachedAt: null }), PROFILE, PRECACHED)).toEqual({
      error: "the caches never held every page's HTML",
    });
    expect(trialFigures(record({ formCodeCachedAt: null }), PROFILE, PRECACHED)).toEqual({
      error: "the caches never held the forms' code",
    });
    expect(trialFigures(record({ starterCachedAt: null }), PROFILE, PRECACHED)).toEqual({
      error: "the caches never held the page's starter",
    });
    expect(trialFigures(record({ everythingCachedAt: null }), PROFILE, PRECACHED)).toEqual({
      error: 'the caches never held the whole precache',
    });
    expect(trialFigures(record({ exchanges: [] }), PROFILE, PRECACHED)).toEqual({
      error: 'no precache fetch crossed the proxy: the worker was not throttled',
    });
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    const trial = (ms: number, bytes: number): TrialFigures => ({
      installingMs: ms,
      pagesCachedMs: ms,
      formCodeCachedMs: ms,
      starterCachedMs: ms,
      everythingCachedMs: ms,
      activatedMs: ms,
      pagesOfflineMs: ms,
      formsOfflineMs: ms,
      precache: { files: 80, bytes, durationMs: ms, otherBytes: 0 },
      transferAtBandwidthMs: bytes / 200,
      targetMs: bytes / 200 + 1000,
      modelledTransferMs: bytes / 200 + 8000,
    });
    const figures = medianFigures([
      trial(1000, 600_000),
      trial(3000, 400_000),
      trial(2000, 500_000),
    ]);
    expect(figures.pagesOfflineMs).toBe(2000);
    expect(figures.precache).toEqual({
      files: 80,
      bytes: 500_000,
      durationMs: 2000,
      otherBytes: 0,
    });
    expect(figures.targetMs).toBe(3500);
  });
});

describe('verdict and formatSeconds', () => {
  it('meets a target the figure is within', () => {
    expect(verdict(3000, 3000)).toBe('met');
    expect(verdict(3001, 3000)).toBe('missed');
  });

  it('prints seconds with one decimal', () => {
    expect(formatSeconds(12_345)).toBe('12.3 s');
    expect(formatSeconds(0)).toBe('0.0 s');
  });
});
