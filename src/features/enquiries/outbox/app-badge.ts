/**
 * How many enquiries the installed app's icon shows: those that have not reached the firm and
 * that the outbox still holds for it, waiting to be sent or for the visitor's answer. One handed
 * to email is the visitor's to send, and is not counted. Items as stored will do: the starter
 * counts them without the app's schema.
 */
export function enquiriesOnBadge(items: readonly ({ status?: unknown } | null)[]): number {
  return items.filter((item) => item?.status !== 'emailed').length;
}

interface Badging {
  setAppBadge(count?: number): Promise<void>;
  clearAppBadge(): Promise<void>;
}

/**
 * Shows `count` on the installed app's icon, or clears it at zero, from a page or from the
 * service worker alike. Where the Badging API is missing (Firefox, a browser tab in most engines)
 * nothing happens; one that refuses (not installed) is no fault either.
 */
export async function showOnAppBadge(count: number): Promise<void> {
  // Typed by hand: the page's and the worker's navigators both have it, under different types.
  const navigator = (globalThis as { navigator?: Partial<Badging> }).navigator;
  if (!navigator?.setAppBadge || !navigator.clearAppBadge) return;
  try {
    await (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge());
  } catch {
    // The browser keeps no badge for this site (not installed, or refused): nothing to show.
  }
}
