import type { CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { toast, Toaster } from 'sonner';
import { TOAST_SETTINGS } from '../../lib/constants';
import { PAGE_NOTICES_ATTRIBUTE } from '../../lib/page-marks';

// sonner has no width prop: its toaster's --width custom property sets it, and `style` overrides it.
const toasterStyle = { '--width': `${TOAST_SETTINGS.widthPx}px` } as CSSProperties;

/**
 * sonner's toaster with the specification's settings. The swipe-dismiss distance has no prop
 * either; a patch to sonner sets it, and takes the live region off sonner's own list, which sits
 * inside the page's (patches/sonner+2.0.8.patch).
 */
export default function SonnerToaster() {
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
      theme="system"
    />
  );
}

/**
 * Mounts the toaster, in a root of its own, into the page notices' region that every prerendered
 * page holds beside the app (the development server's page has none: the body then), and gives
 * back the `toast` that speaks through it. Without a browser (the prerenderer loads the forms'
 * code, which prepares their toasts) there is no page to mount it on.
 */
export function mountToaster(): typeof toast {
  if (typeof document === 'undefined') return toast;
  const place = document.createElement('div');
  (document.querySelector(`[${PAGE_NOTICES_ATTRIBUTE}]`) ?? document.body).append(place);
  createRoot(place).render(<SonnerToaster />);
  return toast;
}
