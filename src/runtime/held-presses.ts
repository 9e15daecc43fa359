import { takenOver } from './take-over';
import { HELD_LINK_ATTRIBUTE, PRESSED_ATTRIBUTE, type Press } from '../lib/page-marks';

/**
 * Presses a visitor makes before the code that would handle them, which the browser would
 * otherwise carry into no connection (leaving them on its own error page with what they typed
 * gone) or simply drop: a form posted before its code took it over, a send the browser refused,
 * and a link followed offline. The page's first script holds and marks each from the first
 * moment (`holdPressesBeforeCode`); the starter, given what to do, then does it, for those held
 * before it came too (`holdPressesForCode`); a form's code carries out the press made on it as it
 * takes it over (`pressToCarryOut`). With a service worker, the pages it has open offline as ever.
 */

const held: Press = 'held';

/** What the starter does with what was held: a form's send (`decide`), a link (`tell` of it). */
export interface HeldPressHandlers {
  decide: (form: HTMLFormElement) => void;
  tell: () => void;
}

/**
 * Holds a form's post where it could be lost: before the starter, only while the device is
 * offline (online it posts as without JavaScript: the starter comes once the page has loaded
 * and been painted, seldom after a visitor has filled a form in); once the starter is here,
 * always, to `decide` a task later, and only if it is still held, as a form whose code hydrated
 * this very moment has had the press and taken it.
 */
function holdSubmits(target: EventTarget, decide?: (form: HTMLFormElement) => void): void {
  const decideLater = (form: HTMLFormElement) =>
    setTimeout(() => form.getAttribute(PRESSED_ATTRIBUTE) === held && decide?.(form));
  if (decide) {
    document.querySelectorAll<HTMLFormElement>(`form[${PRESSED_ATTRIBUTE}]`).forEach(decideLater);
  }
  // In the capture phase: React stops a press on a part it has not hydrated yet from reaching the
  // document, and the post would go on. The starter's, on the window, comes first.
  target.addEventListener(
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

/**
 * A link to another page of the site, followed offline: with a service worker in control, the
 * page opens as ever (the worker activates only once every page is stored: decision 0038);
 * without one, the visitor stays where they are, with what they typed, is told (`tell`, or a
 * mark the starter tells of), and the page opens once the device is back online.
 */
function holdLinks(target: EventTarget, tell?: () => void): void {
  const root = document.documentElement;
  if (tell && root.hasAttribute(HELD_LINK_ATTRIBUTE)) {
    root.removeAttribute(HELD_LINK_ATTRIBUTE);
    tell();
  }
  // The starter's listener, on the window, comes before the first script's, on the document, which
  // then leaves a click already taken.
  target.addEventListener(
    'click',
    (event) => {
      const opens = navigator.onLine || navigator.serviceWorker?.controller;
      const url = opens || event.defaultPrevented ? null : pageLinkedTo(event as MouseEvent);
      if (!url) return;
      event.preventDefault();
      if (tell) tell();
      else root.setAttribute(HELD_LINK_ATTRIBUTE, url.href);
      addEventListener('online', () => location.assign(url), { once: true });
    },
    true,
  );
}

/** From the page's first script: every press above held and marked from the first moment. */
export function holdPressesBeforeCode(): void {
  // A send the browser refused (a required field empty): the form's code carries that press out.
  document.addEventListener(
    'invalid',
    (event) => (event.target as HTMLInputElement).form?.setAttribute(PRESSED_ATTRIBUTE, 'refused'),
    true,
  );
  holdSubmits(document);
  holdLinks(document);
}

/** From the starter: what was held, and every press from now on, is its to carry out. */
export function holdPressesForCode({ decide, tell }: HeldPressHandlers): void {
  holdSubmits(window, decide);
  holdLinks(window, tell);
}

/**
 * The form in the bare markup pressed before its code took it over (src/runtime/part.tsx), if
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
