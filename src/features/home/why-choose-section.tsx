import { IconCardGrid } from '../../components/ui/icon-card-grid';
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
        <IconCardGrid cards={whyChoose.cards} columns={3} />
      </div>
    </section>
  );
}
