/**
 * The marks the page's first script and the app leave in the markup for each other. Each element
 * has one owner at a time: the page's script until the app takes it over (`takenOver`), then the
 * app. A part's own rule is in src/runtime/demand.ts.
 */

/** Set by the app, in its first render after hydration, on an element it has taken over. */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';

/** The one handover check: whether the app has taken `element` over from the page's script. */
export function takenOver(element: Element): boolean {
  return element.hasAttribute(ENHANCED_ATTRIBUTE);
}

/** The attribute the app spreads on an element it owns from this render on. */
export function takeOver(enhanced: boolean): Record<string, string> {
  return enhanced ? { [ENHANCED_ATTRIBUTE]: '' } : {};
}

/**
 * On a form pressed before its code took it over, with what became of the press: `refused` by the
 * browser's own checks (a required field empty); `held`, not posted (src/runtime/held-presses.ts);
 * `handed` by the starter to the form's code, which is on its way. Whoever carries the press out
 * removes it first, so it goes one way: the form's code on takeover (src/runtime/part.tsx) or
 * when it handles the submit, or the starter keeping it in the outbox.
 */
export const PRESSED_ATTRIBUTE = 'data-pressed';
export type Press = 'refused' | 'held' | 'handed';
/** On <html>: a link followed offline before the starter came, which it then tells of. */
export const HELD_LINK_ATTRIBUTE = 'data-held-link';

/**
 * Marks the template that holds what the first paint does not need: the page's starter script
 * (and the modules it imports), then its manifest, which the starter's install offer puts in
 * (scripts/build/prerender-plugin.ts, src/features/pwa/install-offer.ts).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** On <html> when the device has two or fewer cores, for the stylesheet's fade-ins. */
export const LOW_END_ATTRIBUTE = 'data-low-end';
