import { HELD_LINK_ATTRIBUTE, PRESSED_ATTRIBUTE, type Press, takenOver } from './markers';

/**
 * What a visitor does that the browser would carry into no connection, leaving them on its own
 * error page with what they typed gone: a form posted before its code took it over, and a link
 * followed offline. The page's first script holds each from the first moment and marks it; the
 * starter, given what to do (`decide` on a form, `tell` of a link), then does it, for those held
 * before it came too. With a service worker, the pages it has open offline as ever.
 */

const held: Press = 'held';
/**
 * A form posted before its code took it over is held where its post could be lost: by the first
 * script while the device is offline (online, it posts as without JavaScript: the starter comes
 * once the page has loaded and been painted, seldom after a visitor has filled a form in), and
 * by the starter always. The starter's `decide` then has it kept in the outbox, or carried out by
 * the form's code (src/runtime/part.tsx): a task later, and only if it is still held, as a form
 * whose code hydrated it this very moment has had the press and taken it. Held before the starter
 * came, it is decided as the starter starts.
 */
export function holdSubmits(decide?: (form: HTMLFormElement) => void): void {
  const decideLater = (form: HTMLFormElement) =>
    setTimeout(() => form.getAttribute(PRESSED_ATTRIBUTE) === held && decide?.(form));
  if (decide) {
    document.querySelectorAll<HTMLFormElement>(`form[${PRESSED_ATTRIBUTE}]`).forEach(decideLater);
  }
  // In the capture phase: React stops a press on a part it has not hydrated yet from reaching the
  // document, and the post would go on. The starter's, on the window, comes first.
  (decide ? window : document).addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented || takenOver(form)) return;
      if (form.method !== 'post' || (!decide && navigator.onLine)) return;
      event.preventDefault();
      const press = form.getAttribute(PRESSED_ATTRIBUTE);
      if (press === held || press === 'handed') return;
      form.setAttribute(PRESSED_ATTRIBUTE, held);
      if (decide) decideLater(form);
    },
    true,
  );
}

/** The page a click follows a link of this site to, or null (another site, this very page). */
function pageLinkedTo(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
    return null;
  }
  const url = new URL(link.href);
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return url.origin === location.origin && !samePage ? url : null;
}

/** Whether this device can open the page offline: its service worker has it. */
async function openableOffline(url: URL): Promise<boolean> {
  if (!navigator.serviceWorker?.controller) return false;
  try {
    return (await fetch(url, { headers: { Accept: 'text/html' } })).ok;
  } catch {
    return false;
  }
}

/**
 * A link to another page of the site, followed offline: the page opens if this device has it;
 * otherwise the visitor stays where they are, with what they typed, is told (`tell`), and the
 * page opens once the device is back online.
 */
export function holdLinksFollowedOffline(tell?: () => void): void {
  const root = document.documentElement;
  if (tell && root.hasAttribute(HELD_LINK_ATTRIBUTE)) {
    root.removeAttribute(HELD_LINK_ATTRIBUTE);
    tell();
  }
  // The starter's listener, on the window, comes before the first script's, on the document, which
  // then leaves a click already taken.
  (tell ? window : document).addEventListener(
    'click',
    (event) => {
      const url =
        navigator.onLine || event.defaultPrevented ? null : pageLinkedTo(event as MouseEvent);
      if (!url) return;
      event.preventDefault();
      void openableOffline(url).then((openable) => {
        if (openable) return location.assign(url);
        if (tell) tell();
        else root.setAttribute(HELD_LINK_ATTRIBUTE, url.href);
        addEventListener('online', () => location.assign(url), { once: true });
      });
    },
    true,
  );
}
