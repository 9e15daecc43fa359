import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { layoutCopy, legalLinks, serviceLinks } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { ExternalLinkIcon, MailIcon } from '../ui/icons';
import { Logo } from './logo';

/** `actions`: controls the app adds at the foot of the page (the install button). */
export function SiteFooter({ actions }: { actions?: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div className="site-footer-about">
          <Logo />
          <p>{layoutCopy.footerDescription}</p>
          <a
            href={siteConfig.professionalNetworkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="footer-external-link"
          >
            {layoutCopy.professionalNetworkLabel}
            <ExternalLinkIcon width={16} height={16} />
            <span className="visually-hidden"> {layoutCopy.newTabHint}</span>
          </a>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer-heading">
            {layoutCopy.footerServicesHeading}
          </h2>
          <ul>
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer-heading">{layoutCopy.footerContactHeading}</h2>
          <a href={`mailto:${siteConfig.infoEmail}`} className="mail-link">
            <MailIcon width={18} height={18} />
            {siteConfig.infoEmail}
          </a>
          <ul className="site-footer-offices">
            {siteConfig.offices.map((office) => (
              <li key={office}>{office}</li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer-heading">
            {layoutCopy.footerLegalHeading}
          </h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer-bottom">
        <p className="site-footer-risk">{layoutCopy.riskNotice}</p>
        <div className="site-footer-legal-line">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.brandName}. {layoutCopy.rightsReserved}
          </p>
          <p className="site-footer-version">
            {layoutCopy.version} {__APP_VERSION__}
          </p>
          {actions}
        </div>
      </div>
    </footer>
  );
}
