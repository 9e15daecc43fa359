import { Reveal } from '../../components/ui/reveal';
import { homeContent, homeLabels } from '../../content/home';
import { HOME_SECTIONS } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { PublisherWordmark } from './publisher-wordmark';

/** 'Insights & Analysis' (#insights): the newspaper's latest headlines sit under its intro. */
export function InsightsSection() {
  const { insights } = homeContent;
  return (
    <section id={HOME_SECTIONS.insights} className="page-section" aria-labelledby="insights-title">
      <div className="container">
        <Reveal className="section-heading section-heading-center">
          <p className="eyebrow">{homeLabels.newsEyebrow}</p>
          <h2 id="insights-title">{insights.heading}</h2>
          <p className="section-intro">
            {insights.intro} {siteConfig.publisherName}.
          </p>
          <PublisherWordmark />
        </Reveal>
      </div>
    </section>
  );
}
