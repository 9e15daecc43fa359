import type * as Sonner from 'sonner';

/**
 * sonner's `toast`, downloaded with its toaster on first use: most visits never show a toast, so
 * neither is part of the first download. The toaster goes into the page notices' region
 * (page-notices-region.tsx), the page's one live region, in the accessibility tree since the first
 * paint: a toast is announced as soon as it is shown, once, as a page notice is. sonner keeps a
 * toast asked for before its toaster listens and shows it when it does.
 */

type ToastKind = 'success' | 'info' | 'warning' | 'error';

let sonner: Promise<typeof Sonner.toast> | null = null;

/**
 * Downloads sonner and mounts its toaster, once: ahead of any toast for the parts whose toasts may
 * come while offline (the enquiry forms), when sonner could no longer be downloaded. A download
 * that fails is tried again until it comes, as every import of the app's code is
 * (src/runtime/download.ts): a toast asked for meanwhile waits for it.
 */
export function prepareToasts(): Promise<typeof Sonner.toast> {
  sonner ??= import('./layout/sonner-toaster').then(({ mountToaster }) => mountToaster());
  return sonner;
}

async function show(kind: ToastKind, title: string, options?: Sonner.ExternalToast): Promise<void> {
  (await prepareToasts())[kind](title, options);
}

export const toast = {
  success: (title: string, options?: Sonner.ExternalToast) => show('success', title, options),
  info: (title: string, options?: Sonner.ExternalToast) => show('info', title, options),
  warning: (title: string, options?: Sonner.ExternalToast) => show('warning', title, options),
  error: (title: string, options?: Sonner.ExternalToast) => show('error', title, options),
  /** Takes away the toast shown with this `id`, once sonner is here (a toast needs it anyway). */
  dismiss: (id: string) => void prepareToasts().then((sonnerToast) => sonnerToast.dismiss(id)),
};
