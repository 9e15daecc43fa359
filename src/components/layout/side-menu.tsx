import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { layoutCopy, sectionLinks, serviceLinks } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { CloseIcon, MailIcon } from '../ui/icons';
import { SectionLink } from './section-link';
import { SIDE_MENU_ATTRIBUTE } from '../../lib/page-marks';

/** The menu's id, which the header's menu button opens by name. */
export const SIDE_MENU_ID = 'side-menu';

/**
 * The slide-over menu: a `<dialog>` shown as a popover over the whole viewport (not a modal, whose
 * opening recalculated the whole page's style; decision 0033). Markup only: the header's button
 * opens it natively, Escape and the close button close it natively, and the rest of its rules
 * (closed by any link, a click on the dim beside the panel and focus leaving it; focus given back)
 * are one module's, from the page's first script on (side-menu-behaviour.ts).
 */
export function SideMenu() {
  const titleId = useId();

  return (
    <dialog
      className="side-menu"
      aria-labelledby={titleId}
      id={SIDE_MENU_ID}
      popover="auto"
      {...{ [SIDE_MENU_ATTRIBUTE]: '' }}
    >
      <div className="side-menu-panel">
        <div className="side-menu-top">
          <h2 id={titleId} className="side-menu-title">
            {layoutCopy.menuTitle}
          </h2>
          <button
            type="button"
            className="icon-button"
            popoverTarget={SIDE_MENU_ID}
            popoverTargetAction="hide"
            aria-label={layoutCopy.closeMenu}
          >
            <CloseIcon />
          </button>
        </div>

        <nav aria-labelledby={`${titleId}-nav`} className="side-menu-group">
          <h3 id={`${titleId}-nav`} className="side-menu-heading">
            {layoutCopy.navigationHeading}
          </h3>
          <ul>
            <li>
              <Link to="/" className="side-menu-link">
                {layoutCopy.homeLink}
              </Link>
            </li>
            {sectionLinks.map((link) => (
              <li key={link.section}>
                <SectionLink section={link.section} className="side-menu-link">
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby={`${titleId}-services`} className="side-menu-group">
          <h3 id={`${titleId}-services`} className="side-menu-heading">
            {layoutCopy.servicesHeading}
          </h3>
          <ul>
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="side-menu-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="side-menu-group">
          <h3 className="side-menu-heading">{layoutCopy.quickContactHeading}</h3>
          <a href={`mailto:${siteConfig.infoEmail}`} className="mail-link">
            <MailIcon />
            {siteConfig.infoEmail}
          </a>
        </div>
      </div>
    </dialog>
  );
}
