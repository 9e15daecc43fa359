import { withQueries } from '../../lib/with-queries';
import { lazyPart } from '../../runtime/part';

/** 'Insights & Analysis': the feed code, its checks and react-query download as it comes near. */
export const NewsSectionWhenNear = lazyPart(
  withQueries(async () => (await import('./news-section')).NewsSection),
);
