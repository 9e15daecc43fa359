import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HOME_SECTIONS, layoutCopy } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { SITE_HEADER_ATTRIBUTE } from '../../lib/smooth-scroll';
import { MenuIcon } from '../ui/icons';
import { Logo } from './logo';
import { SideMenu } from './side-menu';
import { useGoToSection } from './use-go-to-section';

function useIsScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * Sticky header: menu button, centred logo, Contact button. Transparent at the top of the page.
 * `status`: indicators the app places beside the Contact button (the enquiry outbox).
 */
export function SiteHeader({ status }: { status?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const scrolled = useIsScrolled();
  const goToSection = useGoToSection();

  return (
    <header
      className="site-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      {...{ [SITE_HEADER_ATTRIBUTE]: '' }}
    >
      <div className="site-header-inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button"
          aria-label={layoutCopy.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen(true)}
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
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => goToSection(HOME_SECTIONS.contact)}
          >
            {layoutCopy.contactButton}
          </button>
        </div>
      </div>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={menuButtonRef} />
    </header>
  );
}
