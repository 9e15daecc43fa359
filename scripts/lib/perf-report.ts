/**
 * The targets of `npm run perf` (issue 6) and the report it prints: per-route medians of the
 * Lighthouse runs, the first-visit JavaScript of `/`, the precache total, and every missed target.
 */
import {
  describeFirstVisitJs,
  FIRST_VISIT_JS_BUDGET_BYTES,
  formatKilobytes,
  type FirstVisitJs,
} from './first-visit-js';
import { CATEGORIES, type Category, type LighthouseFigures } from './lighthouse-figures';
import { formatMegabytes, PRECACHE_BUDGET_BYTES, type PrecacheManifest } from './precache-manifest';

export const TARGETS = {
  /** Every category 100 on every route... */
  score: 100,
  /** ...except that Performance, which varies run to run, fails only below this. */
  performanceFloor: 98,
  lcpMs: 1200,
  fcpMs: 900,
  tbtMs: 30,
  cls: 0.01,
} as const;

const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

export interface RouteSummary {
  route: string;
  runs: number;
  /** The median of each figure on its own (not the figures of one median run). */
  median: Omit<LighthouseFigures, 'shortfalls'>;
  /** Audit shortfall -> in how many of the runs it appeared. */
  shortfalls: Map<string, number>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function summariseRoute(route: string, runs: readonly LighthouseFigures[]): RouteSummary {
  const of = (pick: (figures: LighthouseFigures) => number) => median(runs.map(pick));
  const shortfalls = new Map<string, number>();
  for (const run of runs) {
    for (const text of run.shortfalls) shortfalls.set(text, (shortfalls.get(text) ?? 0) + 1);
  }
  return {
    route,
    runs: runs.length,
    median: {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, of((figures) => figures.scores[id])]),
      ) as Record<Category, number>,
      lcpMs: of((figures) => figures.lcpMs),
      fcpMs: of((figures) => figures.fcpMs),
      tbtMs: of((figures) => figures.tbtMs),
      cls: of((figures) => figures.cls),
      transferBytes: of((figures) => figures.transferBytes),
      benchmarkIndex: of((figures) => figures.benchmarkIndex),
    },
    shortfalls,
  };
}

export interface PerfFindings {
  /** Missed targets: `npm run perf` fails when there is any. */
  missed: string[];
  /** Performance below 100 but not below the floor: reported, not failed. */
  warnings: string[];
}

export function checkTargets(
  routes: readonly RouteSummary[],
  firstVisit: FirstVisitJs,
  precache: PrecacheManifest | null,
): PerfFindings {
  const missed: string[] = [];
  const warnings: string[] = [];
  for (const { route, median: m } of routes) {
    for (const id of CATEGORIES) {
      const score = m.scores[id];
      if (score >= TARGETS.score) continue;
      const text = `${route}: ${CATEGORY_LABELS[id]} ${score} < ${TARGETS.score}`;
      if (id === 'performance' && score >= TARGETS.performanceFloor) {
        warnings.push(`${text} (not below the floor of ${TARGETS.performanceFloor})`);
      } else missed.push(text);
    }
    if (m.lcpMs > TARGETS.lcpMs) missed.push(`${route}: LCP ${ms(m.lcpMs)} > ${ms(TARGETS.lcpMs)}`);
    if (m.fcpMs > TARGETS.fcpMs) missed.push(`${route}: FCP ${ms(m.fcpMs)} > ${ms(TARGETS.fcpMs)}`);
    if (m.tbtMs > TARGETS.tbtMs) missed.push(`${route}: TBT ${ms(m.tbtMs)} > ${ms(TARGETS.tbtMs)}`);
    if (m.cls > TARGETS.cls) missed.push(`${route}: CLS ${cls(m.cls)} > ${cls(TARGETS.cls)}`);
  }
  if (firstVisit.totalGzipBytes > FIRST_VISIT_JS_BUDGET_BYTES) {
    missed.push(
      `first-visit JavaScript of /: ${formatKilobytes(firstVisit.totalGzipBytes)} gzip > ${formatKilobytes(FIRST_VISIT_JS_BUDGET_BYTES)}`,
    );
  }
  for (const found of firstVisit.formOnlyPackages) {
    missed.push(`first-visit JavaScript of / contains ${found}`);
  }
  if (precache && precache.totalBytes > PRECACHE_BUDGET_BYTES) {
    missed.push(
      `precache ${formatMegabytes(precache.totalBytes)} > ${formatMegabytes(PRECACHE_BUDGET_BYTES)}`,
    );
  }
  return { missed, warnings };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const cls = (value: number) => value.toFixed(3);

/** The medians as a Markdown table, which also reads well in a terminal. */
export function routeTable(routes: readonly RouteSummary[]): string[] {
  const header = [
    'Route',
    ...CATEGORIES.map((id) => CATEGORY_LABELS[id]),
    'LCP',
    'FCP',
    'TBT',
    'CLS',
    'Transfer',
  ];
  const rows = routes.map(({ route, median: m }) => [
    route,
    ...CATEGORIES.map((id) => String(m.scores[id])),
    ms(m.lcpMs),
    ms(m.fcpMs),
    ms(m.tbtMs),
    cls(m.cls),
    formatKilobytes(m.transferBytes),
  ]);
  const targets = [
    'target',
    ...CATEGORIES.map((id) =>
      id === 'performance'
        ? `${TARGETS.score} (≥ ${TARGETS.performanceFloor})`
        : String(TARGETS.score),
    ),
    `≤ ${ms(TARGETS.lcpMs)}`,
    `≤ ${ms(TARGETS.fcpMs)}`,
    `≤ ${ms(TARGETS.tbtMs)}`,
    `≤ ${cls(TARGETS.cls)}`,
    '',
  ];
  const all = [header, ...rows, targets];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line), line(targets)];
}

export interface ReportInput {
  routes: readonly RouteSummary[];
  firstVisit: FirstVisitJs;
  precache: PrecacheManifest | null;
  findings: PerfFindings;
  /** Lines about how it was measured (versions, runs, the feed fixture). */
  setup: string[];
}

export function renderReport({
  routes,
  firstVisit,
  precache,
  findings,
  setup,
}: ReportInput): string {
  const lines = ['# Performance report', '', ...setup.map((text) => `- ${text}`), ''];
  lines.push(`## Lighthouse medians`, '', ...routeTable(routes), '');
  lines.push('## First visit to / (JavaScript before it is interactive, gzip level 6)', '');
  lines.push('```', ...describeFirstVisitJs(firstVisit), '```');
  lines.push('', '## Precache', '');
  lines.push(
    precache
      ? `${precache.files.length} files, ${formatMegabytes(precache.totalBytes)} (budget ${formatMegabytes(PRECACHE_BUDGET_BYTES)})`
      : 'No service worker in the build.',
  );
  lines.push('', '## Missed targets', '');
  lines.push(
    ...(findings.missed.length > 0 ? findings.missed.map((text) => `- ${text}`) : ['None.']),
  );
  if (findings.warnings.length > 0) {
    lines.push(
      '',
      '## Below target, within tolerance',
      '',
      ...findings.warnings.map((text) => `- ${text}`),
    );
  }
  const lost = routes.filter((route) => route.shortfalls.size > 0);
  if (lost.length > 0) {
    lines.push('', '## Audits below full marks (in how many runs)', '');
    for (const { route, runs, shortfalls } of lost) {
      for (const [text, count] of shortfalls) lines.push(`- ${route}: ${text}, ${count}/${runs}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
