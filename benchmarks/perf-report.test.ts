// @vitest-environment node
import type { FirstVisitJs } from '../tests/support/first-visit-js';
import type { LighthouseFigures } from './lighthouse-figures';
import {
  checkTargets,
  ownPaintTable,
  ratioOf,
  ratioTable,
  summariseRoute,
  timingTable,
  type RunPair,
} from './perf-report';

function run(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 600,
    lcpMs: 640,
    tbtMs: 10,
    siMs: 700,
    afterLoadMs: 40,
    workMs: 900,
    workCpuMs: 150,
    cls: 0,
    lcpElement: 'main > h1',
    shortfalls: [],
    benchmarkIndex: 2000,
    ...overrides,
  };
}

const pair = (page: Partial<LighthouseFigures> = {}, floor: Partial<LighthouseFigures> = {}) =>
  ({ page: run(page), floor: run(floor) }) satisfies RunPair;

const lean: FirstVisitJs = { scripts: [], totalGzipBytes: 90 * 1024, formOnlyPackages: [] };

it('gives a floor of zero no room, except to a page that is zero too', () => {
  expect(ratioOf(30, 20)).toBe(1.5);
  expect(ratioOf(0, 0)).toBe(1);
  expect(ratioOf(5, 0)).toBe(Number.POSITIVE_INFINITY);
});

it('summarises page and floor by the medians of the comparable pairs only', () => {
  const summary = summariseRoute('/', [
    pair({ fcpMs: 900, benchmarkIndex: 900 }), // not comparable: left out
    pair({ fcpMs: 610, shortfalls: ['seo: Links do not have descriptive text (0)'] }),
    pair({ fcpMs: 630 }, { fcpMs: 590 }),
  ]);
  expect(summary).toMatchObject({ runs: 3, comparable: 2, benchmarkIndex: 2000 });
  expect(summary.page.fcpMs).toBe(620);
  expect(summary.floor.fcpMs).toBe(595);
  expect(summary.shortfalls.get('seo: Links do not have descriptive text (0)')).toBe(1);
});

it('passes a page that costs nothing against its floor', () => {
  const findings = checkTargets([summariseRoute('/', [pair()])], lean, 'simulate');
  expect(findings).toEqual({ missed: [], notComparable: [] });
});

it('lets the code add up to 50 ms of blocking time, 100 ms after load and 200 ms of work, however small the floor', () => {
  const page = { tbtMs: 52, afterLoadMs: 130, workMs: 1100, workCpuMs: 200 };
  const floor = { tbtMs: 2, afterLoadMs: 30, workMs: 900, workCpuMs: 150 };
  const findings = checkTargets([summariseRoute('/', [pair(page, floor)])], lean, 'simulate');
  expect(findings.missed).toEqual([]);
});

it('judges a ratio as printed, to two decimals', () => {
  const findings = checkTargets(
    [summariseRoute('/', [pair({ lcpMs: 1803, fcpMs: 1701.3 }, { lcpMs: 1802, fcpMs: 1620 })])],
    lean,
    'simulate',
  );
  expect(findings.missed).toEqual([]);
});

it('names every missed target: scores, each ratio, and form code on the first visit', () => {
  const slow = pair(
    {
      scores: { performance: 98, accessibility: 95, 'best-practices': 100, seo: 100 },
      fcpMs: 640,
      lcpMs: 850,
      tbtMs: 61,
      siMs: 1100,
      afterLoadMs: 141,
      workMs: 1101,
      workCpuMs: 201,
      cls: 0.0204,
    },
    { lcpMs: 800 },
  );
  const findings = checkTargets(
    [summariseRoute('/fixed-income', [slow])],
    { ...lean, formOnlyPackages: ['valibot (10 B unminified) in /assets/a.js'] },
    'devtools',
  );
  expect(findings.missed).toEqual([
    '/fixed-income: Performance 98 < 99',
    '/fixed-income: Accessibility 95 < 100',
    "/fixed-income: FCP 1.07x of the floor's > 1.05x",
    "/fixed-income: LCP 1.06x of the floor's > 1.05x",
    "/fixed-income: TBT +51 ms over the floor's > +50 ms",
    "/fixed-income: Speed Index 1.57x of the floor's > 1.50x",
    "/fixed-income: Main thread after load +101 ms over the floor's > +100 ms",
    '/fixed-income: LCP 1.33x of its own FCP > 1.10x',
    '/fixed-income: CLS 0.020 > 0',
    'first-visit JavaScript of / contains valibot (10 B unminified) in /assets/a.js, which the first screen never uses',
  ]);
});

it("judges the page's largest paint against its own first paint, and names its element", () => {
  const both = (figures: Partial<LighthouseFigures>) => pair(figures, figures);
  const late = summariseRoute('/', [
    both({ fcpMs: 800, lcpMs: 890, lcpElement: 'h1' }),
    both({ fcpMs: 800, lcpMs: 1900, lcpElement: 'img.hero-poster' }),
    both({ fcpMs: 800, lcpMs: 870, lcpElement: 'h1' }),
  ]);
  // Medians: 890 / 800 is 1.1125, printed 1.11x.
  expect(checkTargets([late], lean, 'devtools').missed).toEqual([
    '/: LCP 1.11x of its own FCP > 1.10x',
  ]);
  const table = ownPaintTable([{ ...late, htmlGzipBytes: 17_408 }], 'devtools');
  expect(table[0]).toMatch(/^\| Page +\| LCP element +\| LCP ÷ FCP \| +CLS \| HTML \(gzip\) \|$/);
  expect(table[2]).toMatch(/^\| \/ +\| +`h1` \| +1\.11x \| 0\.000 \| +17\.0 KB \|$/);
  expect(table[3]).toMatch(/\| +≤ 1\.10x \| +0 \|/);
});

it("reports the page's largest paint against its own first paint, simulated, without judging it", () => {
  // The simulation counts the fonts a quick first visit preloads before the largest paint (0042).
  const both = (figures: Partial<LighthouseFigures>) => pair(figures, figures);
  const simulated = summariseRoute('/', [both({ fcpMs: 800, lcpMs: 1500, lcpElement: 'h1' })]);
  expect(checkTargets([simulated], lean, 'simulate').missed).toEqual([]);
  const table = ownPaintTable([simulated], 'simulate');
  expect(table[2]).toMatch(/\| +1\.88x \|/);
  expect(table[3]).toMatch(/\| +≤ 1\.10x throttled \| +0 \|/);
});

it('judges no page whose every run is below the comparable benchmark index', () => {
  const findings = checkTargets(
    [summariseRoute('/', [pair({ tbtMs: 900, benchmarkIndex: 700 })])],
    lean,
    'simulate',
  );
  expect(findings.missed).toEqual([]);
  expect(findings.notComparable).toEqual(['/: benchmark index 700 < 1000 in every run']);
});

it('prints aligned tables, and quotes absolute timings only from fast enough runs', () => {
  const fast = summariseRoute('/', [pair({ tbtMs: 30 })]);
  const slow = summariseRoute('/faq', [pair({ benchmarkIndex: 1200 })]);
  const ratios = ratioTable([fast, slow], 'simulate');
  expect(ratios[0]).toMatch(/^\| Page +\| Runs \| +Index \| Performance \|/);
  expect(ratios[2]).toMatch(/^\| \/ +\| +1\/1 \| +2000 \| +100 \|.*\| +\+20 ms \|/);
  expect(ratios[3]).toMatch(/\| +1\.00x \|/);
  expect(new Set(ratios.map((line) => line.length)).size).toBe(1);
  const timings = timingTable([fast, slow]);
  expect(timings[2]).toContain('30 / 10');
  expect(timings[3]).toContain('index < 1500');
});

it('judges the main-thread work and its CPU time when simulated only, as Lighthouse reports them', () => {
  const heavy = [summariseRoute('/', [pair({ workMs: 1101, workCpuMs: 201 })])];
  expect(checkTargets(heavy, lean, 'simulate').missed).toEqual([
    "/: Main-thread work +201 ms over the floor's > +200 ms",
    "/: Main-thread CPU +51 ms over the floor's > +50 ms",
  ]);
  expect(checkTargets(heavy, lean, 'devtools').missed).toEqual([]);
});
