// @vitest-environment node
import type { FirstVisitJs } from './first-visit-js';
import type { LighthouseFigures } from './lighthouse-figures';
import { checkTargets, median, routeTable, summariseRoute } from './perf-report';

function run(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 800,
    fcpMs: 600,
    tbtMs: 0,
    cls: 0,
    transferBytes: 200_000,
    shortfalls: [],
    benchmarkIndex: 1500,
    ...overrides,
  };
}

const lean: FirstVisitJs = { scripts: [], totalGzipBytes: 90 * 1024, formOnlyPackages: [] };

it('takes the middle value, or the mean of the two middle ones', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([7])).toBe(7);
  expect(() => median([])).toThrow('median of no values');
});

it('summarises each figure by its own median and counts shortfalls across runs', () => {
  const summary = summariseRoute('/', [
    run({
      lcpMs: 1500,
      scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
    }),
    run({ lcpMs: 900, shortfalls: ['seo: Links do not have descriptive text (0)'] }),
    run({ lcpMs: 1000, shortfalls: ['seo: Links do not have descriptive text (0)'] }),
  ]);
  expect(summary.median.lcpMs).toBe(1000);
  expect(summary.median.scores.performance).toBe(100);
  expect(summary.shortfalls.get('seo: Links do not have descriptive text (0)')).toBe(2);
});

it('passes a route that meets every target', () => {
  const findings = checkTargets([summariseRoute('/', [run()])], lean, {
    files: [],
    totalBytes: 1024 * 1024,
  });
  expect(findings).toEqual({ missed: [], warnings: [] });
});

it('names every missed target, and only warns for Performance between 98 and 99', () => {
  const slow = run({
    scores: { performance: 99, accessibility: 95, 'best-practices': 100, seo: 100 },
    lcpMs: 1250,
    fcpMs: 950,
    tbtMs: 40,
    cls: 0.02,
  });
  const findings = checkTargets(
    [
      summariseRoute('/fixed-income', [slow]),
      summariseRoute('/', [run({ scores: { ...slow.scores, performance: 97 } })]),
    ],
    {
      scripts: [],
      totalGzipBytes: 120 * 1024,
      formOnlyPackages: ['valibot (10 B unminified) in /assets/a.js'],
    },
    { files: [], totalBytes: 3 * 1024 * 1024 },
  );
  expect(findings.missed).toEqual([
    '/fixed-income: Accessibility 95 < 100',
    '/fixed-income: LCP 1250 ms > 1200 ms',
    '/fixed-income: FCP 950 ms > 900 ms',
    '/fixed-income: TBT 40 ms > 30 ms',
    '/fixed-income: CLS 0.020 > 0.010',
    '/: Performance 97 < 100',
    '/: Accessibility 95 < 100',
    'first-visit JavaScript of /: 120.0 KB gzip > 100.0 KB',
    'first-visit JavaScript of / contains valibot (10 B unminified) in /assets/a.js',
    'precache 3.00 MB > 2.50 MB',
  ]);
  expect(findings.warnings).toEqual([
    '/fixed-income: Performance 99 < 100 (not below the floor of 98)',
  ]);
});

it('prints one aligned Markdown row per route, then the targets', () => {
  const table = routeTable([
    summariseRoute('/', [run({ cls: 0.0042, transferBytes: 250 * 1024 })]),
  ]);
  expect(table).toHaveLength(4);
  expect(table[0]).toMatch(
    /^\| Route +\| Performance \| Accessibility \| Best Practices \| SEO \|/,
  );
  expect(table[2]).toMatch(
    /^\| \/ +\| +100 \| +100 \| +100 \| +100 \| +800 ms \| +600 ms \| +0 ms \| +0\.004 \| +250\.0 KB \|$/,
  );
  expect(table[3]).toContain('≤ 1200 ms');
  expect(new Set(table.map((line) => line.length)).size).toBe(1);
});
