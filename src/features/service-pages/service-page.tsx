import type { ReactNode } from 'react';
import { IconCardGrid } from '../../components/ui/icon-card-grid';
import { followToSection } from '../../components/layout/follow-to-section';
import { FaqList } from '../../components/ui/faq-list';
import { Reveal } from '../../components/ui/reveal';
import { SectionHeading } from '../../components/ui/section-heading';
import { TextBlocks } from '../../components/ui/text-blocks';
import { SERVICE_ART_SIZE } from '../../content/media';
import { siteConfig } from '../../content/site-config';
import type { ServicePageContent, ServiceSection } from '../../content/types';
import { MailIcon } from '../../components/ui/icons';
import { AfterShell } from '../../runtime/part';

interface ServicePageProps {
  content: ServicePageContent;
  /** Artwork shown beside the hero text: its address (a data: address, src/content/media.ts). */
  art: string;
  /** The enquiry form for this page, placed in its enquiry section. */
  enquiryForm?: ReactNode;
}

/**
 * Fixed income, alternative assets and capital raising share this layout; their copy differs.
 * Opening at the top on entry is the router's doing (src/app/router.tsx), not this page's: it
 * also brings a visitor who comes Back to where they were.
 */
export function ServicePage({ content, art, enquiryForm }: ServicePageProps) {
  return (
    <>
      <AfterShell>
        <section className="page-hero" aria-labelledby="page-title">
          <div className="container page-hero-grid">
            <div>
              <p className="eyebrow eyebrow-light">{content.hero.eyebrow}</p>
              <h1 id="page-title">{content.hero.heading}</h1>
              <p className="page-hero-lead">{content.hero.lead}</p>
              <a
                href={`#${content.enquiry.id}`}
                className="button button-gold"
                onClick={(event) => followToSection(event, content.enquiry.id)}
              >
                {content.hero.ctaLabel}
              </a>
            </div>
            <img
              className="page-hero-art"
              src={art}
              alt=""
              {...SERVICE_ART_SIZE}
              decoding="async"
            />
          </div>
        </section>
      </AfterShell>

      {content.sections.map((section, index) => (
        <AfterShell key={section.id}>
          <ServiceSectionView section={section} alt={index % 2 === 1} />
        </AfterShell>
      ))}

      {content.faq ? (
        <AfterShell>
          <section className="page-section" aria-labelledby="faq-title">
            <div className="container container-narrow">
              <Reveal>
                <SectionHeading id="faq-title" heading={content.faq.heading} />
                <FaqList items={content.faq.items} />
              </Reveal>
            </div>
          </section>
        </AfterShell>
      ) : null}

      <section
        id={content.enquiry.id}
        className="page-section page-section-alt"
        aria-labelledby="enquiry-title"
      >
        <div className="container container-narrow">
          <SectionHeading
            id="enquiry-title"
            heading={content.enquiry.heading}
            intro={content.enquiry.intro}
          />
          {enquiryForm ?? (
            <p className="enquiry-direct">
              <a href={`mailto:${siteConfig.infoEmail}`} className="mail-link">
                <MailIcon />
                {siteConfig.infoEmail}
              </a>
            </p>
          )}
        </div>
      </section>
    </>
  );
}

function ServiceSectionView({ section, alt }: { section: ServiceSection; alt: boolean }) {
  const headingId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      className={alt ? 'page-section page-section-alt' : 'page-section'}
      aria-labelledby={headingId}
    >
      <div className="container">
        {section.kind === 'cards' ? (
          <>
            <Reveal>
              <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
            </Reveal>
            <IconCardGrid cards={section.cards} columns={4} />
          </>
        ) : null}
        {section.kind === 'prose' ? (
          <Reveal className="prose">
            <h2 id={headingId}>{section.heading}</h2>
            <TextBlocks blocks={section.blocks} />
          </Reveal>
        ) : null}
        {section.kind === 'list' ? (
          <div className="split split-list">
            <Reveal>
              <SectionHeading
                id={headingId}
                heading={section.heading}
                intro={section.intro}
                align="start"
              />
            </Reveal>
            <ol className="numbered-list" role="list">
              {section.items.map((item, index) => (
                <li key={item.title}>
                  <Reveal className="numbered-item" delayMs={index * 100}>
                    <span className="numbered-item-index" aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <div>
                      <h3>{item.title}</h3>
                      <p>{item.text}</p>
                    </div>
                  </Reveal>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </section>
  );
}
