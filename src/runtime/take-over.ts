import { ENHANCED_ATTRIBUTE } from '../lib/page-marks';

/**
 * The one handover protocol: an element whose behaviour passes from code that ran before the app
 * (the first script, the starter) to the app, or that two callers may start, is marked taken over
 * (`data-enhanced`), and whoever comes second leaves it alone. The enquiry forms (the first
 * script's holds, then the form's code), the header (native links, then the router's) and the
 * hero video (its rules, started once by whoever comes first) go through it. Elements whose
 * behaviour is one module's from the first script on (the disclaimer, the side menu) need none.
 */

/** Whether `element` has been taken over. */
export function takenOver(element: Element): boolean {
  return element.hasAttribute(ENHANCED_ATTRIBUTE);
}

/** The attribute the app spreads on an element it owns from this render on. */
export function takeOver(enhanced: boolean): Record<string, string> {
  return enhanced ? { [ENHANCED_ATTRIBUTE]: '' } : {};
}
