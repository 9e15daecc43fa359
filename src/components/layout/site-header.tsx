import { Link } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { HOME_SECTIONS, layoutCopy } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { part } from '../../runtime/demand';
import { SITE_HEADER_ATTRIBUTE } from '../../lib/smooth-scroll';
import { usePopoverOpen } from '../../lib/use-popover';
import { MenuIcon } from '../ui/icons';
import { Logo } from './logo';
import { SIDE_MENU_ID, SideMenu } from './side-menu';
import { SectionLink } from './section-link';

/**
 * Sticky header: menu button, centred logo, Contact button. Transparent at the top of the page and
 * translucent white once scrolled, by the stylesheet alone (shell.css).
 * `status`: indicators the app places beside the Contact button (the enquiry outbox).
 */
export function SiteHeader({ status }: { status?: ReactNode }) {
  const menuOpen = usePopoverOpen(SIDE_MENU_ID);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    // A code part: the menu and the outbox's status need the code once they are used.
    <header className="site-header" {...{ [SITE_HEADER_ATTRIBUTE]: '', ...part('used') }}>
      <div className="site-header-inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button"
          aria-label={layoutCopy.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          // Opens the menu natively, before, without and with the code, which only reads it.
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
      <SideMenu returnFocusTo={menuButtonRef} />
    </header>
  );
}
