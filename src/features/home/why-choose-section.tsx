import { CARD_ICONS } from '../../components/ui/icons';
import { Reveal } from '../../components/ui/reveal';
import { SectionHeading } from '../../components/ui/section-heading';
import { homeContent } from '../../content/home';

export function WhyChooseSection() {
  const { whyChoose } = homeContent;
  return (
    <section className="page-section" aria-labelledby="why-choose-title">
      <div className="container">
        <Reveal>
          <SectionHeading
            id="why-choose-title"
            heading={whyChoose.heading}
            intro={whyChoose.intro}
          />
        </Reveal>
        <ul className="card-grid card-grid-3" role="list">
          {whyChoose.cards.map((card, index) => {
            const Icon = CARD_ICONS[index % CARD_ICONS.length] ?? CARD_ICONS[0]!;
            return (
              <li key={card.title}>
                <Reveal className="card" delayMs={index * 120}>
                  <span className="card-icon">
                    <Icon />
                  </span>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
