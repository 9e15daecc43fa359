import { SIDE_MENU_ATTRIBUTE } from '../../lib/page-marks';

/** The side menu, if it is showing. */
function openSideMenu(): HTMLElement | null {
  const menu = document.querySelector<HTMLElement>(`[${SIDE_MENU_ATTRIBUTE}]`);
  return menu?.matches(':popover-open') ? menu : null;
}

/**
 * The side menu's every rule, from the page's first script (src/first-script.ts) on, before and
 * after the app's code alike: the menu is a popover, opened and closed natively, and the app
 * renders its markup only (side-menu.tsx), so there is one state, the popover's, and one owner.
 * This closes it on a link followed from it (in the capture phase, before the link's own code
 * moves focus to where it leads), on a click on its dim and when focus leaves it (Tab past either
 * end: focus in the dimmed page behind would be out of sight); keeps its button's aria-expanded
 * true to it; and gives focus back to that button when the menu closes with focus nowhere.
 */
export function startSideMenu(): void {
  document.addEventListener(
    'click',
    (event) => {
      const menu = openSideMenu();
      if (!menu || !(event.target instanceof Element)) return;
      // The menu covers the viewport: a click that reaches the menu itself is on the dim.
      const link = event.target.closest('a[href]');
      if (event.target === menu || (link && menu.contains(link))) menu.hidePopover();
    },
    true,
  );
  document.addEventListener('focusin', (event) => {
    const menu = openSideMenu();
    if (menu && !menu.contains(event.target as Node)) menu.hidePopover();
  });
  // `beforetoggle` and `toggle` do not bubble: heard on their way down.
  const onToggle = (event: Event) => {
    const menu = event.target as HTMLElement;
    if (!menu.id || !menu.hasAttribute(SIDE_MENU_ATTRIBUTE)) return;
    const invokers = document.querySelectorAll<HTMLElement>(`[popovertarget="${menu.id}"]`);
    const open = (event as ToggleEvent).newState === 'open';
    for (const invoker of invokers) invoker.setAttribute('aria-expanded', String(open));
    const focusLost = document.activeElement === document.body || !document.activeElement;
    if (event.type === 'toggle' && !open && focusLost) invokers[0]?.focus({ preventScroll: true });
  };
  document.addEventListener('beforetoggle', onToggle, true);
  document.addEventListener('toggle', onToggle, true);
}
