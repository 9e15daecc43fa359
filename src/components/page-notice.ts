import { TOAST_SETTINGS } from '../lib/constants';
import { NOTICE_ATTRIBUTE, PAGE_NOTICES_ATTRIBUTE } from '../lib/page-marks';

/**
 * What the page has to say without the app's code: the service worker's news ("Ready to work
 * offline", "A new version is available"), and an enquiry kept offline before its form's code. A
 * reader who never needs the framework still hears it, and nobody downloads React only to be told
 * this. Each is a copy of the item the page's HTML holds (page-notices-region.tsx), and looks and
 * behaves like the site's toasts: bottom right, announced politely, closed with a button, a
 * passing one gone after 4 s unless the pointer or focus is on it.
 */

export interface PageNotice {
  /** A notice with an id is shown once while it is on screen (workbox-window may report twice). */
  id?: string;
  title: string;
  description: string;
  /** A button beside the text, such as Reload. */
  action?: { label: string; run: () => void };
  /** Whether it stays until closed (an update waiting) or passes (ready offline). */
  stays?: boolean;
}

/** Closes the notice after `TOAST_SETTINGS.durationMs`, waiting while it is hovered or focused. */
function passAfterAWhile(item: HTMLElement, close: () => void): void {
  let timer = 0;
  const start = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(close, TOAST_SETTINGS.durationMs);
  };
  const hold = () => window.clearTimeout(timer);
  item.addEventListener('pointerenter', hold);
  item.addEventListener('pointerleave', start);
  item.addEventListener('focusin', hold);
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) start();
  });
  start();
}

export function showPageNotice({ id, title, description, action, stays }: PageNotice): void {
  const region = document.querySelector(`[${PAGE_NOTICES_ATTRIBUTE}]`);
  const list = region?.querySelector('ol');
  const item = region?.querySelector('template')?.content.firstElementChild?.cloneNode(true);
  if (!list || !(item instanceof HTMLElement)) return;
  if (id !== undefined && list.querySelector(`[${NOTICE_ATTRIBUTE}="${id}"]`)) return;
  if (id !== undefined) item.setAttribute(NOTICE_ATTRIBUTE, id);
  const [heading, body] = item.querySelectorAll('p');
  const [actionButton, closeButton] = item.querySelectorAll('button');
  heading?.append(title);
  body?.append(description);
  const close = () => item.remove();
  closeButton?.addEventListener('click', close);
  // The item's first button is for an action; a notice without one has none.
  if (action) {
    actionButton?.append(action.label);
    actionButton?.addEventListener('click', action.run);
  } else {
    actionButton?.remove();
  }
  list.append(item);
  if (!stays) passAfterAWhile(item, close);
}
