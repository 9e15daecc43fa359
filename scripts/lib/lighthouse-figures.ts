/** What `npm run perf` takes from each Lighthouse run (kept apart from Lighthouse itself). */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the network for the whole page load (Lighthouse's total-byte-weight). */
  transferBytes: number;
  /** Audits that cost points: "category: audit title (score)". */
  shortfalls: string[];
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster). */
  benchmarkIndex: number;
}
