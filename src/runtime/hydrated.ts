import { useSyncExternalStore } from 'react';
import { HYDRATED_ATTRIBUTE } from '../lib/page-marks';

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server and while it hydrates the prerendered markup, true from
 * the next render on, and at once for markup it renders afresh. Markup that must work without
 * JavaScript (a form's own checks, a button the code would disable) renders its plain-HTML form
 * until then, so that hydrating finds what the server rendered; the code's behaviour follows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The mark the app spreads on an element its code handles from this render on (`hydrated`): the
 * header, the enquiry forms. What ran before the app (the first script's holds) leaves it alone.
 */
export function markHydrated(hydrated: boolean): Record<string, string> {
  return hydrated ? { [HYDRATED_ATTRIBUTE]: '' } : {};
}
