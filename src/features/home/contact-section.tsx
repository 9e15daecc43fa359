import type { ReactNode } from 'react';
import { MailIcon } from '../../components/ui/icons';
import { Reveal } from '../../components/ui/reveal';
import { homeContent, homeLabels } from '../../content/home';
import { HOME_SECTIONS } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';

/** The home page's contact section (#contact). `children` is the enquiry form. */
export function ContactSection({ children }: { children?: ReactNode }) {
  const { contact } = homeContent;
  return (
    <section id={HOME_SECTIONS.contact} className="page-section" aria-labelledby="contact-title">
      <div className="container split split-contact">
        <Reveal>
          <p className="eyebrow">{homeLabels.contactEyebrow}</p>
          <h2 id="contact-title">{contact.heading}</h2>
          <p>{contact.intro}</p>
          <a href={`mailto:${siteConfig.infoEmail}`} className="mail-link">
            <MailIcon />
            {siteConfig.infoEmail}
          </a>
          <ul className="contact-offices" role="list">
            {siteConfig.offices.map((office) => (
              <li key={office}>{office}</li>
            ))}
          </ul>
        </Reveal>
        {children ? <div className="contact-form-slot">{children}</div> : null}
      </div>
    </section>
  );
}
