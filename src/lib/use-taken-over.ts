import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server and while it takes over (hydrates) the prerendered
 * markup, true from the next render on. Markup that must work without JavaScript (a form's native
 * validation, a button the code would disable) renders its plain-HTML form until then, so the
 * first render matches the prerendered page, and the code's own behaviour replaces it afterwards.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
