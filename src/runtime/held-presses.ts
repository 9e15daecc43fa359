import {
  HELD_LINK_ATTRIBUTE,
  ENHANCED_ATTRIBUTE,
  PRESSED_ATTRIBUTE,
  STARTER_ATTRIBUTE,
  type Press,
} from '../lib/page-marks';

/**
 * Presses a visitor makes before the code that would handle them, which the browser would
 * otherwise carry into no connection (leaving them on its own error page with what they typed
 * gone) or simply drop: a form posted before its code hydrated it, a send the browser refused,
 * and a link followed offline. The page's first script holds and marks each from the first
 * moment, with one listener per hold (`holdPresses`); the starter, given what to do,
 * then does it, for those held before it came too (`carryOutHeldPresses`), told of each by an
 * event; a form's code carries out the press made on it as it hydrates it (`pressToCarryOut`).
 * With a service worker, the pages it has open offline as ever.
 */

const held: Press = 'held';
/** Dispatched for each press held, for the starter to carry out. */
const HELD_EVENT = 'press:held';

/** What the starter does with what was held: a form's send (`decide`), a link (`tell` of it). */
export interface HeldPressHandlers {
  decide: (form: HTMLFormElement) => void;
  tell: () => void;
}

/**
 * Holds a form's post where it could be lost: before the starter, only while the device is
 * offline (online it posts as without JavaScript: the starter comes once the page has loaded
 * and been painted, seldom after a visitor has filled a form in); once the starter is here,
 * always, for it to decide on. In the capture phase: React stops a press on a part it has not
 * hydrated yet from reaching the document, and the post would go on.
 */
function holdSubmit(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
  // The app's code handles a form it has enhanced (src/runtime/enhanced.ts).
  if (form.hasAttribute(ENHANCED_ATTRIBUTE)) return;
  const starterHere = document.documentElement.hasAttribute(STARTER_ATTRIBUTE);
  if (form.method !== 'post' || (!starterHere && navigator.onLine)) return;
  event.preventDefault();
  const press = form.getAttribute(PRESSED_ATTRIBUTE);
  if (press === held || press === 'handed') return;
  form.setAttribute(PRESSED_ATTRIBUTE, held);
  document.dispatchEvent(new Event(HELD_EVENT));
}

/** The page a click follows a link of this site to, or null (another site, this very page). */
function pageLinkedTo(event: MouseEvent): URL | null {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (modified || event.altKey || !(link instanceof HTMLAnchorElement)) return null;
  if (link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return url.origin === location.origin && !samePage ? url : null;
}

/**
 * A link to another page of the site, followed offline: with a service worker in control, the
 * page opens as ever (the worker activates only once every page is stored: decision 0038);
 * without one, the visitor stays where they are, with what they typed, is told (by the starter,
 * now or when it comes), and the page opens once the device is back online.
 */
function holdLink(event: MouseEvent): void {
  const opens = navigator.onLine || navigator.serviceWorker?.controller;
  const url = opens || event.defaultPrevented ? null : pageLinkedTo(event);
  if (!url) return;
  event.preventDefault();
  document.documentElement.setAttribute(HELD_LINK_ATTRIBUTE, url.href);
  document.dispatchEvent(new Event(HELD_EVENT));
  addEventListener('online', () => location.assign(url), { once: true });
}

/** From the page's first script: every press above held and marked, from the first moment on. */
export function holdPresses(): void {
  // A send the browser refused (a required field empty): the form's code carries that press out.
  document.addEventListener(
    'invalid',
    (event) => (event.target as HTMLInputElement).form?.setAttribute(PRESSED_ATTRIBUTE, 'refused'),
    true,
  );
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', holdLink, true);
}

/**
 * From the starter: what was held, and every press held from now on, is its to carry out. A form
 * is decided on a task later, and only if it is still held: a form whose code hydrated this very
 * moment has had the press and taken it.
 */
export function carryOutHeldPresses({ decide, tell }: HeldPressHandlers): void {
  const root = document.documentElement;
  const carryOut = () => {
    if (root.hasAttribute(HELD_LINK_ATTRIBUTE)) {
      root.removeAttribute(HELD_LINK_ATTRIBUTE);
      tell();
    }
    for (const form of document.querySelectorAll<HTMLFormElement>(`form[${PRESSED_ATTRIBUTE}]`)) {
      setTimeout(() => form.getAttribute(PRESSED_ATTRIBUTE) === held && decide(form));
    }
  };
  root.setAttribute(STARTER_ATTRIBUTE, '');
  document.addEventListener(HELD_EVENT, carryOut);
  carryOut();
}

/**
 * The form in the bare markup pressed before its code hydrated it (src/runtime/part.tsx), if
 * the code is to carry that press out now: one held or handed to it, or one the browser refused
 * and that its own checks still refuse (the visitor pressed send and was stopped; a form they
 * have since completed is not sent on their behalf, they press again). The press is taken off the
 * form. What was typed needs no carrying over: see `lazyPart`.
 */
export function pressToCarryOut(place: HTMLElement): HTMLFormElement | null {
  const form = place.querySelector<HTMLFormElement>(`form[${PRESSED_ATTRIBUTE}]`);
  if (!form) return null;
  const carryOut = form.getAttribute(PRESSED_ATTRIBUTE) !== 'refused' || !form.checkValidity();
  // After the check, which fires the same invalid events the first script marks the form on.
  form.removeAttribute(PRESSED_ATTRIBUTE);
  return carryOut ? form : null;
}
