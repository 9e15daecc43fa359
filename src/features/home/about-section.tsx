import { Reveal } from '../../components/ui/reveal';
import { homeContent, homeLabels } from '../../content/home';

export function AboutSection() {
  const { about } = homeContent;
  return (
    <section className="page-section page-section-alt" aria-labelledby="about-title">
      <div className="container split">
        <Reveal>
          <p className="eyebrow">{homeLabels.aboutEyebrow}</p>
          <h2 id="about-title">{about.heading}</h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Reveal>
        <Reveal className="strategy-panel" delayMs={150}>
          <h3>{about.strategy.heading}</h3>
          <p className="strategy-horizon">{about.strategy.horizon}</p>
          <p>{about.strategy.text}</p>
        </Reveal>
      </div>
    </section>
  );
}
