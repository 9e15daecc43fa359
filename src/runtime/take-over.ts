import { TAKEN_OVER_ATTRIBUTE } from '../lib/page-marks';

/**
 * The one way an element changes owner: an element whose behaviour passes from code that ran
 * before the app (the first script, the starter) to the app, or that two callers may start, is
 * marked taken over (`data-taken-over`), and whoever comes second leaves it alone. The enquiry
 * forms (the first script's holds, then the form's code), the header (native links, then the
 * router's) and the hero video (its rules, started once by whoever comes first) go through it.
 * Elements whose behaviour is one module's from the first script on (the disclaimer, the side
 * menu) need none.
 */

/** Whether `element` has been taken over. */
export function takenOver(element: Element): boolean {
  return element.hasAttribute(TAKEN_OVER_ATTRIBUTE);
}

/** The attribute the app spreads on an element it owns from this render on (`now`). */
export function takeOver(now: boolean): Record<string, string> {
  return now ? { [TAKEN_OVER_ATTRIBUTE]: '' } : {};
}

/** Takes `element` over unless someone has: whether this caller now owns it. */
export function takeOverOnce(element: Element): boolean {
  if (takenOver(element)) return false;
  element.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
  return true;
}
