import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { layoutCopy, sectionLinks, serviceLinks } from '../../content/navigation';
import { siteConfig } from '../../content/site-config';
import { CloseIcon, MailIcon } from '../ui/icons';
import { SectionLink } from './section-link';
import { takeOver } from '../../runtime/markers';
import { SIDE_MENU_ATTRIBUTE } from './side-menu-before-code';
import { useEnhanced } from '../../lib/use-enhanced';
import { isPopoverOpen } from '../../lib/use-popover';

/** The menu's id, which the header's menu button opens by name. */
export const SIDE_MENU_ID = 'side-menu';

interface SideMenuProps {
  /** Gets focus back when the menu closes, if nothing else took it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The slide-over menu: a `<dialog>` shown as a popover over the whole viewport (not a modal, whose
 * opening recalculated the whole page's style; decision 0033). Escape, the close button, a click
 * on the dim beside the panel, any link, and focus leaving it close it.
 */
export function SideMenu({ returnFocusTo }: SideMenuProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const enhanced = useEnhanced();

  // Closing straight away (not on the next render) lets a section link move focus to its section.
  const closeNow = () => {
    const dialog = dialogRef.current;
    if (dialog && isPopoverOpen(dialog)) dialog.hidePopover();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const restoreFocus = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return;
      if (document.activeElement === document.body || document.activeElement === null) {
        returnFocusTo.current?.focus();
      }
    };
    // The dialog covers the viewport, so a click on the dim beside the panel reaches the dialog.
    const closeOnBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.hidePopover();
    };
    // Tab past either end: focus in the dimmed page behind would be out of sight.
    const closeOnFocusOutside = (event: FocusEvent) => {
      if (isPopoverOpen(dialog) && !dialog.contains(event.target as Node)) dialog.hidePopover();
    };
    dialog.addEventListener('toggle', restoreFocus);
    dialog.addEventListener('click', closeOnBackdropClick);
    document.addEventListener('focusin', closeOnFocusOutside);
    return () => {
      dialog.removeEventListener('toggle', restoreFocus);
      dialog.removeEventListener('click', closeOnBackdropClick);
      document.removeEventListener('focusin', closeOnFocusOutside);
    };
  }, [dialogRef, returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      className="side-menu"
      aria-labelledby={titleId}
      id={SIDE_MENU_ID}
      popover="auto"
      // With HTML alone (before and without the code): Escape and the close button close it; the
      // page's first script closes it on a link, a click on the dim and focus leaving it, until
      // the code takes it over (side-menu-before-code.ts).
      {...{ [SIDE_MENU_ATTRIBUTE]: '' }}
      {...takeOver(enhanced)}
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
