import type * as Sonner from 'sonner';

/**
 * sonner's `toast`, loaded on first use. Most visits never show a toast, so neither sonner nor its
 * toaster is part of the first download: the first call asks the site's toaster to mount
 * (src/components/layout/site-toaster.tsx), waits until its live region is on the page, so that
 * screen readers announce what is added to it, and only then shows the toast.
 */

type ToastKind = 'success' | 'info' | 'warning' | 'error';

let wanted = false;
const wantedListeners = new Set<() => void>();
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For the toaster: whether any toast has been asked for yet. */
export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** For the toaster: its live region is on the page and listening. */
export function toasterHasMounted(): void {
  markMounted();
}

/**
 * Mounts the toaster now, ahead of any toast: for parts whose toasts may come while offline (the
 * enquiry forms), when sonner could no longer be downloaded.
 */
export function prepareToasts(): void {
  void loadSonner();
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

let sonner: Promise<typeof Sonner> | null = null;

/**
 * sonner's module, downloaded once. A download that fails (offline, or a lost packet) is tried
 * again until it comes, as every import of the app's code is (src/runtime/code-chain.ts): a toast
 * asked for meanwhile waits for it.
 */
function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

async function show(kind: ToastKind, title: string, options?: Sonner.ExternalToast): Promise<void> {
  prepareToasts();
  const [{ toast: sonnerToast }] = await Promise.all([loadSonner(), toasterMounted]);
  sonnerToast[kind](title, options);
}

export const toast = {
  success: (title: string, options?: Sonner.ExternalToast) => show('success', title, options),
  info: (title: string, options?: Sonner.ExternalToast) => show('info', title, options),
  warning: (title: string, options?: Sonner.ExternalToast) => show('warning', title, options),
  error: (title: string, options?: Sonner.ExternalToast) => show('error', title, options),
};
