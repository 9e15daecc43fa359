import { HELD_LINK_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE, takenOver } from './markers';

/**
 * What a visitor does offline that the browser would carry into no connection, leaving them on its
 * own error page with what they typed gone: a form posted before its code took it over, and a
 * link followed. The page's first script holds each from the first moment and marks it; the
 * starter, given what to do (`keep` a form, `tell` of a link), then does it, for those held before
 * it came too. With a service worker, the pages it has open offline as ever.
 */

/** A form sent offline before its code took it over is held; `keep` gets it. */
export function holdSubmitsSentOffline(keep?: (form: HTMLFormElement) => void): void {
  const keepHeld = (form: HTMLFormElement) => {
    form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    keep?.(form);
  };
  if (keep) {
    document.querySelectorAll<HTMLFormElement>(`[${HELD_SUBMIT_ATTRIBUTE}]`).forEach(keepHeld);
  }
  // In the capture phase: React stops a press on a part it has not hydrated yet from reaching
  // the document, and the post would go on.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (keep && form.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) return keepHeld(form);
      if (takenOver(form) || navigator.onLine || form.method !== 'post') return;
      event.preventDefault();
      if (keep) keep(form);
      else form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
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
