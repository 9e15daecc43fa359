import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_SETTINGS } from '../../lib/constants';
import { toasterHasMounted } from '../../lib/toast';

// sonner has no width prop: its toaster's --width custom property sets it, and `style` overrides it.
const toasterStyle = { '--width': `${TOAST_SETTINGS.widthPx}px` } as CSSProperties;

/**
 * sonner's toaster with the specification's settings. The swipe-dismiss distance has no prop
 * either; a patch to sonner sets it (patches/sonner+2.0.8.patch).
 */
export default function SonnerToaster() {
  useEffect(() => {
    // One frame later, so the live region is in the accessibility tree before a toast lands in it.
    const frame = requestAnimationFrame(toasterHasMounted);
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Toaster
      position={TOAST_SETTINGS.position}
      duration={TOAST_SETTINGS.durationMs}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      gap={TOAST_SETTINGS.gapPx}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      style={toasterStyle}
      richColors
      closeButton
      theme="light"
    />
  );
}
