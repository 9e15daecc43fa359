import { Reveal } from '../../components/ui/reveal';
import { homeContent, homeLabels } from '../../content/home';
import { HOME_SECTIONS } from '../../content/navigation';

export function TeamSection() {
  const { team } = homeContent;
  return (
    <section
      id={HOME_SECTIONS.team}
      className="page-section page-section-dark"
      aria-labelledby="team-title"
    >
      <div className="container split">
        <Reveal>
          <p className="eyebrow">{homeLabels.teamEyebrow}</p>
          <h2 id="team-title">{team.heading}</h2>
          {team.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Reveal>
        <ul className="office-list" role="list">
          {team.offices.map((office, index) => (
            <li key={office.city}>
              <Reveal className="office-card" delayMs={index * 150}>
                <h3>
                  {office.city}
                  <span className="office-country">{office.country}</span>
                </h3>
                <p>{office.text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
