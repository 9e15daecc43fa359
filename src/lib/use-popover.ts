import { useSyncExternalStore } from 'react';

/** Whether a popover is showing. */
export function isPopoverOpen(element: HTMLElement): boolean {
  return element.matches(':popover-open');
}

// `toggle` does not bubble, so it is heard on its way down. Any popover's toggle asks again; React
// renders only if the answer changed.
function subscribeToToggles(onChange: () => void): () => void {
  document.addEventListener('toggle', onChange, true);
  return () => document.removeEventListener('toggle', onChange, true);
}

/**
 * Whether the popover with this id is showing, read from the popover itself: the popover is the
 * one state. The visitor opens and closes it natively before, during and after the takeover, so
 * the code keeps no copy that could fall behind it. React hydrates with "closed", as the page was
 * prerendered, and reads the popover in the render that follows, the one that takes the menu over
 * (useEnhanced's, also a store's): what the first script wrote until then and what React writes
 * from then on are the popover's state at that moment.
 */
export function usePopoverOpen(id: string): boolean {
  return useSyncExternalStore(
    subscribeToToggles,
    () => {
      const popover = document.getElementById(id);
      return popover !== null && isPopoverOpen(popover);
    },
    () => false,
  );
}
