import { TOAST_SETTINGS } from '../lib/constants';
import { pwaCopy } from '../content/pwa';
import { NOTICE_ATTRIBUTE } from '../lib/page-marks';

/**
 * What the page has to say without the app's code: the service worker's news ("Ready to work
 * offline", "A new version is available"), and an enquiry kept offline before its form's code. A
 * reader who never needs the framework still hears it, and nobody downloads React only to be told
 * this. They look and behave like the site's toasts: bottom right,
 * announced politely, closed with a button, a passing one gone after 4 s unless the pointer or
 * focus is on it.
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

let noticeList: HTMLOListElement | null = null;

/** An element of the notices, with its class and its content. */
function element(tag: string, className: string, ...content: (Node | string)[]): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  made.append(...content);
  return made;
}

/**
 * The live region the notices go into. Created before any notice, when the worker is registered,
 * so that it is in the accessibility tree by the time something is added (a region created with
 * its content is often not announced).
 */
export function preparePageNotices(): HTMLOListElement {
  if (noticeList?.isConnected) return noticeList;
  noticeList = document.createElement('ol');
  noticeList.setAttribute('aria-live', 'polite');
  const region = element('section', 'worker-notices', noticeList);
  region.setAttribute('aria-label', pwaCopy.noticesLabel);
  document.body.append(region);
  return noticeList;
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

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const made = element('button', className, label) as HTMLButtonElement;
  made.type = 'button';
  made.addEventListener('click', onClick);
  return made;
}

export function showPageNotice({ id, title, description, action, stays }: PageNotice): void {
  const list = preparePageNotices();
  const shown = [...list.children].some((item) => item.getAttribute(NOTICE_ATTRIBUTE) === id);
  if (id !== undefined && shown) return;
  const heading = element('p', 'worker-notice-title', title);
  const body = element('p', 'worker-notice-description', description);
  const item = element('li', 'worker-notice', element('div', 'worker-notice-text', heading, body));
  if (id !== undefined) item.setAttribute(NOTICE_ATTRIBUTE, id);
  const close = () => item.remove();
  if (action) item.append(button(action.label, 'button button-primary button-small', action.run));
  const closeButton = button('×', 'worker-notice-close', close);
  closeButton.setAttribute('aria-label', pwaCopy.closeNotice);
  item.append(closeButton);
  list.append(item);
  if (!stays) passAfterAWhile(item, close);
}
