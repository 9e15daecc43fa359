import { preload } from 'react-dom';
import { useGoToSection } from '../../components/layout/use-go-to-section';
import { ArrowRightIcon } from '../../components/ui/icons';
import { homeContent } from '../../content/home';
import { serviceArt } from '../../content/media';
import { HOME_SECTIONS } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { TAGLINE_TYPING, TITLE_TYPING } from '../../lib/constants';
import { HERO_POSTER_SIZES, heroPosterSrcSet, heroPosterUrl, mediaUrl } from '../../lib/media';
import { HeroVideo } from './hero-video';
import { TypedText } from './typed-text';

/** The poster is the largest thing on the page; the service images follow just below it. */
function preloadHomeImages() {
  preload(heroPosterUrl('avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: heroPosterSrcSet('avif'),
    imageSizes: HERO_POSTER_SIZES,
    fetchPriority: 'high',
  });
  for (const file of Object.values(serviceArt)) preload(mediaUrl(file), { as: 'image' });
}

/** The home hero: looping video, the brand and tagline typed in, and 'Enquire Now'. */
export function HeroSection() {
  const { hero } = homeContent;
  const goToSection = useGoToSection();
  preloadHomeImages();
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
