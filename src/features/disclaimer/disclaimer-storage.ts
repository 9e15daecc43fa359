import {
  DISCLAIMER_ACCEPTED_EVENT,
  DISCLAIMER_ACCEPTED_VALUE,
  DISCLAIMER_STORAGE_KEY,
} from '../../lib/constants';
import { DISCLAIMER_STATE_ATTRIBUTE } from '../../lib/page-marks';

/**
 * Acceptance in this page view, marked on <html> by whoever took it (the first script in the
 * page's head, or the app): it holds when storage is missing (prerendering) or refuses access
 * (blocked site data, some private modes), so accepting still closes the disclaimer for this visit.
 */
const acceptedInThisView = () =>
  document.documentElement.getAttribute(DISCLAIMER_STATE_ATTRIBUTE) === 'accepted';

export function isDisclaimerAccepted(): boolean {
  if (acceptedInThisView()) return true;
  try {
    return window.localStorage.getItem(DISCLAIMER_STORAGE_KEY) === DISCLAIMER_ACCEPTED_VALUE;
  } catch {
    return false;
  }
}

/** Marks <html> with this page view's state before the first paint; returns whether accepted. */
export function markDisclaimerState(): boolean {
  const accepted = isDisclaimerAccepted();
  document.documentElement.setAttribute(
    DISCLAIMER_STATE_ATTRIBUTE,
    accepted ? 'accepted' : 'pending',
  );
  return accepted;
}

/** Records acceptance and tells the page (the hero video restarts on this event). */
export function acceptDisclaimer(): void {
  document.documentElement.setAttribute(DISCLAIMER_STATE_ATTRIBUTE, 'accepted');
  try {
    window.localStorage.setItem(DISCLAIMER_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE);
  } catch {
    // Not persisted; see above.
  }
  window.dispatchEvent(new Event(DISCLAIMER_ACCEPTED_EVENT));
}

/** Calls back when acceptance changes in this tab or another one. */
export function subscribeToDisclaimer(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISCLAIMER_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(DISCLAIMER_ACCEPTED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(DISCLAIMER_ACCEPTED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
