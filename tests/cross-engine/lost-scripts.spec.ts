import { filesToRun } from '../support/built-code';
import { siteContent } from '../support/site-content';
import { e2ePort } from '../../scripts/testing/e2e-settings';
import { expect, test } from './support/fixtures';
import { fixtureFeedTitles } from './support/feed-titles';
import { acceptTheDisclaimer } from './support/first-visit';
import { startLosingProxy } from './support/losing-proxy';
import { byRole } from './support/target';
import { createVisitor } from './support/visitor';

/**
 * Decision 0040: each file of the code is fetched into the cache before it is imported, and a
 * file that failed is asked for again. Firefox remembers a module whose own fetch failed, and
 * never fetches it again while the page is open; a part whose file was lost once then never came.
 */

/**
 * What runs before the news shows on `/`: the entry, the app and its router, the home page's
 * route, the news's section and its data client, each imported by the one before.
 */
const NEWS_CHAIN = [
  'index.html',
  'src/start-app.tsx',
  'src/app/app.tsx',
  'src/app/router.tsx',
  'src/routes/index.tsx?tsr-split=component',
  'src/features/news/news-section.tsx',
  'src/lib/query-client.tsx',
];

test('on a connection that loses each script once, the news still comes, every file of its code lost once on the way', async ({
  engine,
  session,
}) => {
  const { homeContent } = await siteContent();
  const newsChain = await filesToRun(NEWS_CHAIN);
  const proxy = await startLosingProxy(e2ePort());
  try {
    const visitor = createVisitor(engine, session, proxy.origin);
    await acceptTheDisclaimer(visitor);
    const news = byRole('region', homeContent.news.heading);
    await visitor.scrollTo(news);
    // The news needs its code's whole chain, every file of which failed once: each is asked for
    // again after a pause of 2 s (and sooner once a try got further), not one level at a time.
    await visitor.see(byRole('heading', (await fixtureFeedTitles())[0]!, news), 30_000);
    const lost = proxy.lost();
    expect(
      newsChain.filter((file) => !lost.includes(file)),
      'never lost',
    ).toEqual([]);
  } finally {
    await proxy.close();
  }
});
