import { TOAST_SETTINGS } from '../lib/constants';
import { pwaCopy } from '../content/pwa';

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

/**
 * The live region the notices go into. Created before any notice, when the worker is registered,
 * so that it is in the accessibility tree by the time something is added (a region created with
 * its content is often not announced).
 */
export function preparePageNotices(): void {
  if (noticeList?.isConnected) return;
  const region = document.createElement('section');
  region.className = 'worker-notices';
  region.setAttribute('aria-label', pwaCopy.noticesLabel);
  noticeList = document.createElement('ol');
  noticeList.setAttribute('aria-live', 'polite');
  region.append(noticeList);
  document.body.append(region);
}

/** Closes the notice after `TOAST_SETTINGS.durationMs`, waiting while it is hovered or focused. */
function passAfterAWhile(item: HTMLLIElement, close: () => void): void {
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
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

export function showPageNotice(notice: PageNotice): void {
  preparePageNotices();
  const shown = [...(noticeList?.children ?? [])].some(
    (element) => notice.id !== undefined && (element as HTMLElement).dataset.notice === notice.id,
  );
  if (shown) return;
  const item = document.createElement('li');
  item.className = 'worker-notice';
  if (notice.id !== undefined) item.dataset.notice = notice.id;
  const text = document.createElement('div');
  text.className = 'worker-notice-text';
  const title = document.createElement('p');
  title.className = 'worker-notice-title';
  title.textContent = notice.title;
  const description = document.createElement('p');
  description.className = 'worker-notice-description';
  description.textContent = notice.description;
  text.append(title, description);
  item.append(text);

  const close = () => item.remove();
  if (notice.action) {
    const { label, run } = notice.action;
    item.append(button(label, 'button button-primary button-small', run));
  }
  const closeButton = button('×', 'worker-notice-close', close);
  closeButton.setAttribute('aria-label', pwaCopy.closeNotice);
  item.append(closeButton);
  noticeList?.append(item);
  if (!notice.stays) passAfterAWhile(item, close);
}
