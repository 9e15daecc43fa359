import { MailIcon } from '../../components/ui/icons';
import { TextBlocks } from '../../components/ui/text-blocks';
import { siteConfig } from '../../content/site-config';
import { legalPageCopy as copy } from '../../content/legal/legal-page-copy';
import type { LegalDocument } from '../../content/types';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A legal document: its sections with a table of contents, and both mailboxes at the end. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="container container-narrow legal-page" aria-labelledby="legal-title">
      <header className="legal-header">
        <h1 id="legal-title">{document.heading}</h1>
        <p className="legal-updated">
          {copy.lastUpdated} {document.lastUpdated}
        </p>
      </header>
      <div className="prose">
        <TextBlocks blocks={document.intro} />
      </div>
      <nav className="legal-toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title">{copy.contents}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${slug(section.heading)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.heading}
          className="prose legal-section"
          aria-labelledby={slug(section.heading)}
        >
          <h2 id={slug(section.heading)} tabIndex={-1}>
            {section.heading}
          </h2>
          <TextBlocks blocks={section.blocks} />
        </section>
      ))}
      <aside className="legal-contacts" aria-labelledby="legal-contacts-title">
        <h2 id="legal-contacts-title">{copy.contactHeading}</h2>
        <dl>
          <div>
            <dt>{copy.infoMailbox}</dt>
            <dd>
              <a href={`mailto:${siteConfig.infoEmail}`} className="mail-link">
                <MailIcon width={18} height={18} />
                {siteConfig.infoEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt>{copy.legalMailbox}</dt>
            <dd>
              <a href={`mailto:${siteConfig.legalEmail}`} className="mail-link">
                <MailIcon width={18} height={18} />
                {siteConfig.legalEmail}
              </a>
            </dd>
          </div>
        </dl>
      </aside>
    </article>
  );
}
