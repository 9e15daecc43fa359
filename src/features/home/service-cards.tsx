import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, BuildingIcon, ChartIcon, GemIcon } from '../../components/ui/icons';
import { Reveal } from '../../components/ui/reveal';
import { SectionHeading } from '../../components/ui/section-heading';
import { homeContent, homeLabels } from '../../content/home';
import { SERVICE_ART_SIZE, serviceArt } from '../../content/media';

const SERVICE_ICONS = {
  '/fixed-income': ChartIcon,
  '/alternative-assets': GemIcon,
  '/capital-raising': BuildingIcon,
} as const;

export function ServiceCards() {
  const { services } = homeContent;
  return (
    <section className="page-section" aria-labelledby="services-title">
      <div className="container">
        <Reveal>
          <SectionHeading id="services-title" heading={services.heading} intro={services.intro} />
        </Reveal>
        <ul className="card-grid card-grid-3" role="list">
          {services.cards.map((card, index) => {
            const Icon = SERVICE_ICONS[card.to];
            const titleId = `service-${card.to.slice(1)}`;
            return (
              <li key={card.to}>
                <Reveal className="card service-card" delayMs={index * 120}>
                  <img
                    className="service-card-art"
                    src={serviceArt[card.to]}
                    alt=""
                    {...SERVICE_ART_SIZE}
                    decoding="async"
                  />
                  <span className="card-icon">
                    <Icon />
                  </span>
                  <h3 id={titleId}>{card.title}</h3>
                  <p>{card.text}</p>
                  <Link to={card.to} className="button button-secondary">
                    {homeLabels.learnMore}
                    {/* Heard and indexed as 'Learn More about Fixed Income', not a bare 'Learn More'. */}
                    <span className="visually-hidden">
                      {' '}
                      {homeLabels.learnMoreTopic(card.title)}
                    </span>
                    <ArrowRightIcon width={18} height={18} />
                  </Link>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
