import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_SETTINGS } from '../../lib/constants';
import { toasterHasMounted } from '../../lib/toast';

/**
 * sonner's toaster with the specification's settings. Its own defaults already match the width
 * (356 px) and swipe threshold (20 px), which it does not let us set; the rest is set here.
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
      richColors
      closeButton
      theme="light"
    />
  );
}
