import { lazyWithQueriesWhenNear } from '../../lib/lazy-when-near';

/** 'Insights & Analysis': the feed code, its checks and react-query download as it comes near. */
export const InsightsSectionWhenNear = lazyWithQueriesWhenNear(
  async () => (await import('./insights-section')).InsightsSection,
);
