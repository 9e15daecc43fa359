import { lazyPartWithQueries } from '../../runtime/part';

/** 'Insights & Analysis': the feed code, its checks and react-query download as it comes near. */
export const InsightsSectionWhenNear = lazyPartWithQueries(
  async () => (await import('./insights-section')).InsightsSection,
);
