import { useGoToSection } from '../../components/layout/use-go-to-section';
import { ArrowRightIcon } from '../../components/ui/icons';
import { homeContent } from '../../content/home';
import { HOME_SECTIONS } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';

/** The home hero: brand title, tagline, and 'Enquire Now' to the contact section. */
export function HeroSection() {
  const { hero } = homeContent;
  const goToSection = useGoToSection();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-backdrop" aria-hidden="true" />
      <div className="container hero-content">
        <h1 id="hero-title" className="hero-title">
          <span className="hero-brand">{siteConfig.brandName}</span>
          <span className="hero-tagline">{hero.tagline}</span>
        </h1>
        <p className="hero-lead">{hero.lead}</p>
        <a
          href={`/#${HOME_SECTIONS.contact}`}
          className="button button-gold"
          onClick={(event) => {
            event.preventDefault();
            goToSection(HOME_SECTIONS.contact);
          }}
        >
          {hero.ctaLabel}
          <ArrowRightIcon width={18} height={18} />
        </a>
      </div>
    </section>
  );
}
