/**
 * When the app's code is wanted. A page is prerendered and complete without it, and most visitors
 * only read, so the framework is fetched and run only once something on the page needs it: a part
 * with an enhancement is used or comes near, the outbox holds enquiries waiting to be sent, the
 * device goes offline (the notice and the outbox live in the app), or the Install app button's
 * place comes near once the browser has offered to install the site. Framework-free, so it runs
 * from the page's first script.
 */

import { CODE_PART_ATTRIBUTE, CODE_WANTED_ATTRIBUTE } from './early-page-script';

/** Why the code was wanted; `codeWanted` resolves with the first. */
export type CodeReason = 'used' | 'near' | 'outbox' | 'offline' | 'install';

/**
 * `CODE_PART_ATTRIBUTE` marks a part of the page whose behaviour needs the code. `''`: when it is
 * used (hovered, pressed, focused, typed into). `'near'`: also when it comes within `NEAR_MARGIN`
 * of the viewport, for parts that fetch (the news) or that a visitor reaches by scrolling (the
 * forms). Defined beside the early script, which also watches the parts until this runs.
 */
export { CODE_PART_ATTRIBUTE };

/** How far below the viewport a part starts its code, so it is ready by the time it is seen. */
export const NEAR_MARGIN = '600px 0px';

/**
 * What counts as using a part. `pointerover` comes before a mouse's press and with a touch's, so
 * the code is usually on its way before the press lands; whatever the press does before the code
 * runs is native (links, invoker commands, forms that post) and is adopted when it does.
 */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

let want: (reason: CodeReason) => void = () => {};

/** Resolves, once, with the first reason the code was wanted for. */
export const codeWanted: Promise<CodeReason> = new Promise((resolve) => {
  want = resolve;
});

export function wantCode(reason: CodeReason): void {
  want(reason);
}

/** Wants the code once any of `parts` comes within `NEAR_MARGIN`; returns what stops watching. */
export function wantCodeWhenNear(parts: Iterable<Element>, reason: CodeReason): () => void {
  const watched = [...parts];
  if (watched.length === 0) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    wantCode(reason);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      wantCode(reason);
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const part of watched) observer.observe(part);
  return () => observer.disconnect();
}

/**
 * Watches the page's marked parts: used, or near for those marked so. Listens on the document, in
 * the capture phase, so a part rendered later or a press the page stops is still seen.
 */
export function wantCodeWhenPartsNeedIt(root: Document = document): void {
  const partSelector = `[${CODE_PART_ATTRIBUTE}]`;
  const stopNear = wantCodeWhenNear(
    root.querySelectorAll(`[${CODE_PART_ATTRIBUTE}="near"]`),
    'near',
  );
  const onUse = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(partSelector)) return;
    stop();
    wantCode('used');
  };
  function stop() {
    stopNear();
    for (const type of USE_EVENTS) root.removeEventListener(type, onUse, { capture: true });
  }
  for (const type of USE_EVENTS) {
    root.addEventListener(type, onUse, { capture: true, passive: true });
  }
  void codeWanted.then(stop);
  // Reached for before this script arrived (on a slow connection, it comes seconds after the
  // page): a part pressed or typed into (the early script marked it), or a pointer resting on one.
  if (
    root.documentElement.hasAttribute(CODE_WANTED_ATTRIBUTE) ||
    root.querySelector(`${partSelector}:hover`)
  ) {
    wantCode('used');
  }
}
