import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Reveal } from '../../components/ui/reveal';
import { homeContent, homeLabels, newsCopy } from '../../content/home';
import { HOME_SECTIONS } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { newsFeedQueryOptions } from './news-feed';
import { NewsCard } from './news-card';
import { PublisherWordmark } from './publisher-wordmark';
import { useFeedAge } from './use-feed-age';

/** The news section shows at most this many cards (the feed is asked for 10). */
export const MAX_NEWS_CARDS = 9;
/** Each card is revealed this much later than the one before it. */
export const CARD_STAGGER_MS = 200;

const publisher = { name: siteConfig.publisherName, shortName: siteConfig.publisherShortName };

/** The newspaper's latest headlines as cards, or a line that says why there are none yet. */
function Headlines() {
  const { data, error, isPending } = useQuery(
    newsFeedQueryOptions(siteConfig.newsFeedUrl, publisher),
  );
  const age = useFeedAge(data?.fetchedAt ?? null);

  useEffect(() => {
    if (error) console.error('Error fetching RSS feed:', error);
  }, [error]);

  // This is also the prerendered markup. Without JavaScript the feed never comes, so there the
  // stylesheet swaps the loading line for one that says why (pages.css).
  if (isPending) {
    return (
      <>
        <p className="news-status news-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {newsCopy.loading}
        </p>
        <p className="news-status news-no-script">{newsCopy.noScript}</p>
      </>
    );
  }
  const posts = data?.posts.slice(0, MAX_NEWS_CARDS) ?? [];
  if (posts.length === 0) {
    return (
      <p className="news-status news-unavailable" role="status">
        {newsCopy.unavailable}
      </p>
    );
  }
  // Never in the prerendered page: the feed comes to the code alone.
  return (
    <>
      {age && <p className="news-updated">{newsCopy.updated(age)}</p>}
      <ul className="news-grid" role="list">
        {posts.map((post, index) => (
          <li key={post.id}>
            {/* Cards come with the feed, never in the prerendered page, so they are always revealed. */}
            <Reveal className="news-grid-item" delayMs={index * CARD_STAGGER_MS} clientOnly>
              <NewsCard post={post} />
            </Reveal>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The news section, 'Insights & Analysis' (#insights): the newspaper's latest headlines. */
export function NewsSection() {
  const { news } = homeContent;
  return (
    <section id={HOME_SECTIONS.news} className="page-section" aria-labelledby="news-title">
      <div className="container">
        <Reveal className="section-heading section-heading-center">
          <p className="eyebrow">{homeLabels.newsEyebrow}</p>
          <h2 id="news-title">{news.heading}</h2>
          <p className="section-intro">
            {news.intro} {siteConfig.publisherName}.
          </p>
          <PublisherWordmark />
        </Reveal>
        <Headlines />
      </div>
    </section>
  );
}
