import { PART_ATTRIBUTE, WANTED_ATTRIBUTE } from '../lib/page-marks';

/**
 * When the app's code runs: one rule, read off the page. A part of a page whose behaviour needs the
 * code says so on its element, in one attribute (`partAttributes('used')` or
 * `partAttributes('near')`, or a lazy part, src/runtime/part.tsx): `used` when it is hovered,
 * pressed, focused or typed into; `near` also when it comes within `NEAR_MARGIN` of the viewport
 * (parts that fetch, or that a visitor reaches by scrolling). The first part wanted, or the first of the other reasons (listed in src/starter.ts),
 * starts the framework; each lazy part then hydrates once it is itself wanted.
 *
 * This module runs from the page's first script (src/first-script.ts), so a press is seen even
 * seconds before the code arrives, and again in the app, for parts rendered later; the marks it
 * leaves on the elements are what both read. Framework-free.
 */

const WANTED_EVENT = 'code:wanted';

export type PartRule = 'used' | 'near';
/** Why the code was wanted: a part, or one of the reasons that are not elements. */
export type Reason = PartRule | 'outbox' | 'offline';

/** How far below the viewport a part starts its code, so it is ready by the time it is seen. */
export const NEAR_MARGIN = '600px 0px';

/**
 * What counts as using a part. `pointerover` comes before a mouse's press and with a touch's, so
 * the code is usually on its way before the press lands; whatever the press does before the code
 * runs is native (links, invoker commands, forms that post) and is adopted when it does.
 */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'];

/**
 * The attributes that declare a part, to spread on its element: its rule, and React told to expect
 * what the runtime marks on the element before React hydrates it (wanted).
 */
export function partAttributes(rule: PartRule) {
  return { [PART_ATTRIBUTE]: rule, suppressHydrationWarning: true } as const;
}

/** Wants the code for `reason`; with a part, marks that part wanted too. */
export function wantCode(reason: Reason, wantedPart?: Element): void {
  if (wantedPart && !wantedPart.hasAttribute(WANTED_ATTRIBUTE)) {
    wantedPart.setAttribute(WANTED_ATTRIBUTE, '');
    wantedPart.dispatchEvent(new Event(WANTED_EVENT));
  }
  const root = document.documentElement;
  if (root.hasAttribute(WANTED_ATTRIBUTE)) return;
  root.setAttribute(WANTED_ATTRIBUTE, reason);
  root.dispatchEvent(new Event(WANTED_EVENT));
}

/** Resolves once `element` (the page's <html>, or a part) is wanted. */
function wanted(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (element.hasAttribute(WANTED_ATTRIBUTE)) resolve();
    else element.addEventListener(WANTED_EVENT, () => resolve(), { once: true });
  });
}

/** Resolves once something on the page wants the app's code. */
export const codeWanted = (): Promise<void> => wanted(document.documentElement);

let nearObserver: IntersectionObserver | undefined;

/** Wants the code once `element` comes within `NEAR_MARGIN` of the viewport. */
function wantWhenNear(element: Element): void {
  if (typeof IntersectionObserver === 'undefined') return wantCode('near', element);
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        nearObserver?.unobserve(target);
        wantCode('near', target);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  nearObserver.observe(element);
}

/**
 * Whether the visitor has pressed or typed on the page yet. Focus the page moves itself (the
 * disclaimer's modal dialog focuses its first control as it opens) is not a use: in a browser
 * whose window has focus, as a visitor's has, it wanted the whole app on every first visit.
 * Where the browser cannot tell (no `navigator.userActivation`), focus counts as before.
 */
function visitorHasActed(): boolean {
  return navigator.userActivation?.hasBeenActive ?? true;
}

/**
 * Watches every part on the page: used (on the document, in the capture phase, so a part rendered
 * later or a press the page stops is still seen), and near for those marked so.
 */
export function watchParts(): void {
  const onUse = (event: Event) => {
    if (event.type === 'focusin' && !visitorHasActed()) return;
    const target = event.target as Element | null;
    const used = target?.closest?.(`[${PART_ATTRIBUTE}]`);
    if (used) wantCode('used', used);
  };
  for (const type of USE_EVENTS) {
    document.addEventListener(type, onUse, { capture: true, passive: true });
  }
  for (const near of document.querySelectorAll(`[${PART_ATTRIBUTE}="near"]`)) wantWhenNear(near);
}

/** Resolves once this part is wanted; a part the app rendered afresh is watched from now on. */
export function partWanted(element: Element): Promise<void> {
  if (element.getAttribute(PART_ATTRIBUTE) === 'near') wantWhenNear(element);
  return wanted(element);
}
