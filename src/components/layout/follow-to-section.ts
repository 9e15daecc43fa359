import type { MouseEvent } from 'react';
import { scrollToSection } from '../../lib/section-anchoring';

/**
 * A press of a link to a section: eased to it when it is on this page; otherwise the link is left
 * to the browser, which opens the page at the section (the root layout then keeps it in place as
 * content loads above). Not the router's navigation: a page rendered afresh has no markup yet for
 * the parts whose code comes once they are near (the home page's news), so a section among them
 * has nowhere to land, and one below them is pushed away when they come.
 */
export function followToSection(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (scrollToSection(id)) event.preventDefault();
}
