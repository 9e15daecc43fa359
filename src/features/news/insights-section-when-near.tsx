import { lazyWhenNear } from '../../lib/lazy-when-near';

/** 'Insights & Analysis': the feed code, its checks and react-query download as it comes near. */
export const InsightsSectionWhenNear = lazyWhenNear(async () => {
  const [{ InsightsSection }, { withQueryProvider }] = await Promise.all([
    import('./insights-section'),
    import('../../lib/query-client'),
  ]);
  return withQueryProvider(InsightsSection);
});
