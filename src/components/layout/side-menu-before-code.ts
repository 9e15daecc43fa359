import { takenOver } from '../../runtime/markers';

/** Marks the side menu, which a followed link, a click on its dim and focus leaving it close. */
export const SIDE_MENU_ATTRIBUTE = 'data-side-menu';

function openSideMenu(): HTMLElement | null {
  const menu = document.querySelector<HTMLElement>(`[${SIDE_MENU_ATTRIBUTE}]`);
  return menu?.matches(':popover-open') ? menu : null;
}

/**
 * The side menu (a popover) before the app's code, from the page's first script: it opens with
 * HTML alone; this closes it on a link followed from it, on a click on its dim and when focus
 * leaves it (Tab past either end: focus in the dimmed page behind would be out of sight), and
 * keeps its button's aria-expanded true to it. Once the app has taken the menu over, all of that
 * is the app's (side-menu.tsx, site-header.tsx).
 */
export function sideMenuBeforeCode(): void {
  document.addEventListener('click', (event) => {
    const menu = openSideMenu();
    if (!menu || takenOver(menu) || !(event.target instanceof Element)) return;
    // The menu covers the viewport: a click that reaches the menu itself is on the dim.
    const link = event.target.closest('a[href]');
    if (event.target === menu || (link && menu.contains(link))) menu.hidePopover();
  });
  document.addEventListener('focusin', (event) => {
    const menu = openSideMenu();
    if (menu && !takenOver(menu) && !menu.contains(event.target as Node)) menu.hidePopover();
  });
  // `beforetoggle`, which comes as the menu opens or closes, not `toggle`, which comes a task later:
  // a change made just before the takeover is written here at once, and the app's first render
  // reads the menu as it then is (usePopoverOpen), so the two agree at the handover.
  document.addEventListener(
    'beforetoggle',
    (event) => {
      const menu = event.target as HTMLElement;
      if (!menu.id || !menu.hasAttribute(SIDE_MENU_ATTRIBUTE) || takenOver(menu)) return;
      for (const invoker of document.querySelectorAll(`[popovertarget="${menu.id}"]`)) {
        invoker.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
      }
    },
    true,
  );
}
