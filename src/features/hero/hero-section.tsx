import { followToSection } from '../../components/layout/follow-to-section';
import { ArrowRightIcon } from '../../components/ui/icons';
import { homeContent } from '../../content/home';
import { HOME_SECTIONS } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { TAGLINE_TYPING, TITLE_TYPING } from '../../lib/constants';
import { HeroVideo } from './hero-video';
import { TypedText } from './typed-text';

/** The home hero: looping video, the brand and tagline typed in, and 'Enquire Now'. */
export function HeroSection() {
  const { hero } = homeContent;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroVideo />
      <div className="hero-backdrop" aria-hidden="true" />
      <div className="container hero-content">
        <h1 id="hero-title" className="hero-title">
          <TypedText className="hero-brand" text={siteConfig.brandName} {...TITLE_TYPING} />
          <TypedText className="hero-tagline" text={hero.tagline} {...TAGLINE_TYPING} />
        </h1>
        <p className="hero-lead">{hero.lead}</p>
        <a
          href={`/#${HOME_SECTIONS.contact}`}
          className="button button-gold"
          onClick={(event) => followToSection(event, HOME_SECTIONS.contact)}
        >
          {hero.ctaLabel}
          <ArrowRightIcon width={18} height={18} />
        </a>
      </div>
    </section>
  );
}
