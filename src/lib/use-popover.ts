import { useEffect, useRef, type RefObject } from 'react';

/** Whether a popover is showing. */
export function isPopoverOpen(element: HTMLElement): boolean {
  return element.matches(':popover-open');
}

/**
 * Shows a popover while `open` is true and hides it otherwise. `onClosed` hears of every hide,
 * whichever way it happened (Escape, its own buttons, the early script); `onOpenedBeforeCode`
 * hears of a popover the visitor opened with HTML alone before the code ran.
 */
export function usePopover<T extends HTMLElement>(
  open: boolean,
  onClosed: () => void,
  onOpenedBeforeCode: () => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const onClosedRef = useRef(onClosed);
  const onOpenedBeforeCodeRef = useRef(onOpenedBeforeCode);
  const adopted = useRef(false);
  const adoptedOpen = useRef(false);
  useEffect(() => {
    onClosedRef.current = onClosed;
    onOpenedBeforeCodeRef.current = onOpenedBeforeCode;
  });

  useEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    // The first time, the code adopts the popover as the visitor left it: one they opened before
    // the code arrived stays open, and its owner hears so.
    if (!adopted.current) {
      adopted.current = true;
      if (!open && isPopoverOpen(popover)) {
        adoptedOpen.current = true;
        onOpenedBeforeCodeRef.current();
        return;
      }
    }
    // The owner's render that follows says open: the visitor may have closed it in between (its
    // close button works natively), and closed it stays; the owner hears so again, since the
    // toggle event may have come before that render.
    if (adoptedOpen.current) {
      adoptedOpen.current = false;
      if (open && !isPopoverOpen(popover)) return onClosedRef.current();
    }
    if (open && !isPopoverOpen(popover)) popover.showPopover();
    if (!open && isPopoverOpen(popover)) popover.hidePopover();
  }, [open]);

  useEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    const handleToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') onClosedRef.current();
    };
    popover.addEventListener('toggle', handleToggle);
    return () => popover.removeEventListener('toggle', handleToggle);
  }, []);

  return ref;
}
