import { siteContent } from '../support/site-content';
import { expect, test } from './support/fixtures';
import { fixtureFeedTitles } from './support/feed-titles';
import { acceptTheDisclaimer } from './support/first-visit';
import { byRole } from './support/target';

test("scrolled through on the home page, the news section shows the feed's articles", async ({
  visitor,
}) => {
  const { homeContent } = await siteContent();
  const titles = await fixtureFeedTitles();
  const news = byRole('region', homeContent.news.heading);
  await acceptTheDisclaimer(visitor);
  await visitor.scrollTo(news);
  // The first article, and one further on: cards, not only the first. Each fades in once enough
  // of it is on screen.
  for (const title of [titles[0]!, titles[2]!]) {
    const article = byRole('heading', title, news);
    await visitor.see(article, 15_000);
    await visitor.scrollTo(article);
    await expect.poll(async () => (await visitor.look(article))?.opacity, title).toBe(1);
  }
});
