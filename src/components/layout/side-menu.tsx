import { Link } from '@tanstack/react-router';
import { useEffect, useId, type RefObject } from 'react';
import { layoutCopy, sectionLinks, serviceLinks } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { CloseIcon, MailIcon } from '../ui/icons';
import { SectionLink } from './section-link';
import { CLOSES_ON_LINK_ATTRIBUTE, ENHANCED_ATTRIBUTE } from '../../lib/early-page-script';
import { useEnhanced } from '../../lib/use-enhanced';
import { useModalDialog } from '../../lib/use-modal-dialog';

/** The menu's id, which the header's menu button opens by name. */
export const SIDE_MENU_ID = 'side-menu';

interface SideMenuProps {
  open: boolean;
  /** The visitor opened it with HTML alone, before the code ran. */
  onOpen: () => void;
  onClose: () => void;
  /** Gets focus back when the menu closes, if nothing else took it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The slide-over menu. A modal `<dialog>`: Escape, the close button, a click on the backdrop and
 * any link close it.
 */
export function SideMenu({ open, onOpen, onClose, returnFocusTo }: SideMenuProps) {
  const titleId = useId();
  const dialogRef = useModalDialog(open, onClose, onOpen);
  const enhanced = useEnhanced();

  // Closing straight away (not on the next render) lets a section link move focus to its section.
  const closeNow = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const restoreFocus = () => {
      if (document.activeElement === document.body || document.activeElement === null) {
        returnFocusTo.current?.focus();
      }
    };
    // A click on the backdrop reaches the dialog itself (for browsers without closedby="any").
    const closeOnBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('close', restoreFocus);
    dialog.addEventListener('click', closeOnBackdropClick);
    return () => {
      dialog.removeEventListener('close', restoreFocus);
      dialog.removeEventListener('click', closeOnBackdropClick);
    };
  }, [dialogRef, returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      className="side-menu"
      aria-labelledby={titleId}
      id={SIDE_MENU_ID}
      // With HTML alone (before and without the code): Escape and a click on the backdrop close it,
      // as does the close button's command; the page's early script closes it on a link.
      {...{ closedby: 'any', [CLOSES_ON_LINK_ATTRIBUTE]: '' }}
      {...(enhanced ? { [ENHANCED_ATTRIBUTE]: '' } : {})}
    >
      <div className="side-menu-panel">
        <div className="side-menu-top">
          <h2 id={titleId} className="side-menu-title">
            {layoutCopy.menuTitle}
          </h2>
          <button
            type="button"
            className="icon-button"
            onClick={closeNow}
            {...{ commandfor: SIDE_MENU_ID, command: 'close' }}
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
              <Link to="/" onClick={closeNow} className="side-menu-link">
                {layoutCopy.homeLink}
              </Link>
            </li>
            {sectionLinks.map((link) => (
              <li key={link.section}>
                <SectionLink section={link.section} onFollow={closeNow} className="side-menu-link">
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
                <Link to={link.to} onClick={closeNow} className="side-menu-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="side-menu-group">
          <h3 className="side-menu-heading">{layoutCopy.quickContactHeading}</h3>
          <a href={`mailto:${siteConfig.infoEmail}`} onClick={closeNow} className="mail-link">
            <MailIcon />
            {siteConfig.infoEmail}
          </a>
        </div>
      </div>
    </dialog>
  );
}
