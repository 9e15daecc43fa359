/** What `npm run perf` takes from each Lighthouse run (kept apart from Lighthouse itself). */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The timings compared between a page and its floor, in milliseconds. */
export const TIMINGS = [
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'siMs',
  'afterLoadMs',
  'workMs',
  'workCpuMs',
] as const;
export type Timing = (typeof TIMINGS)[number];

export interface LighthouseFigures extends Record<Timing, number> {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  cls: number;
  /** The element of the largest paint, as Lighthouse names it (a CSS selector). */
  lcpElement: string;
  /** Audits that cost points: "category: audit title (score)". */
  shortfalls: string[];
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster). */
  benchmarkIndex: number;
}
