import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HOME_SECTIONS, layoutCopy } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { partAttributes } from '../../runtime/wanted';
import { markEnhanced, useEnhanced } from '../../runtime/enhanced';
import { MenuIcon } from '../ui/icons';
import { Logo } from './logo';
import { SIDE_MENU_ID, SideMenu } from './side-menu';
import { SectionLink } from './section-link';
import { SITE_HEADER_ATTRIBUTE } from '../../lib/page-marks';

/**
 * Sticky header: menu button, centred logo, Contact button. Transparent at the top of the page and
 * translucent white once scrolled, by the stylesheet alone (shell.css).
 * `status`: indicators the app places beside the Contact button (the enquiry outbox).
 */
export function SiteHeader({ status }: { status?: ReactNode }) {
  const enhanced = useEnhanced();

  return (
    // A code part: its links are the router's, and the outbox's status the app's, once it is used;
    // enhanced, the header is marked so (the menu's rules need no code: side-menu-behaviour.ts).
    <header
      className="site-header"
      {...{ [SITE_HEADER_ATTRIBUTE]: '', ...partAttributes('used') }}
      {...markEnhanced(enhanced)}
    >
      <div className="site-header-inner">
        <button
          type="button"
          className="icon-button"
          aria-label={layoutCopy.openMenu}
          aria-haspopup="dialog"
          // Kept true to the menu by the menu's own rules (side-menu-behaviour.ts).
          aria-expanded={false}
          aria-controls={SIDE_MENU_ID}
          // Opens the menu natively, before, without and with the code.
          popoverTarget={SIDE_MENU_ID}
          popoverTargetAction="show"
        >
          <MenuIcon />
        </button>
        <Link
          to="/"
          className="site-header-logo"
          aria-label={`${siteConfig.brandName}, ${layoutCopy.homeLinkLabel}`}
        >
          <Logo />
        </Link>
        <div className="site-header-actions">
          {status}
          <SectionLink
            section={HOME_SECTIONS.contact}
            className="button button-primary button-small"
          >
            {layoutCopy.contactButton}
          </SectionLink>
        </div>
      </div>
      <SideMenu />
    </header>
  );
}
