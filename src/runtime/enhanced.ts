import { useSyncExternalStore } from 'react';
import { ENHANCED_ATTRIBUTE } from '../lib/page-marks';

const subscribeToNothing = () => () => {};

/**
 * Whether the app's code enhances this markup yet: false while React renders on the server and
 * while it hydrates the prerendered markup, true from the next render on, and at once for markup
 * it renders afresh. Markup that must work without JavaScript (a form's own checks, a button the
 * code would disable) renders its plain-HTML form until then, so that hydrating finds what the
 * server rendered; the code's behaviour follows.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The mark the app spreads on an element its code handles from this render on (`enhanced`): the
 * header, the enquiry forms. What ran before the app (the first script's holds) leaves it alone.
 */
export function markEnhanced(enhanced: boolean): Record<string, string> {
  return enhanced ? { [ENHANCED_ATTRIBUTE]: '' } : {};
}
