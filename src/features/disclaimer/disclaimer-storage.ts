import {
  DISCLAIMER_ACCEPTED_EVENT,
  DISCLAIMER_ACCEPTED_VALUE,
  DISCLAIMER_STORAGE_KEY,
} from '../../lib/constants';

// Storage can be missing (prerendering) or refuse access (blocked site data, some private modes):
// then the disclaimer simply counts as not yet accepted, and accepting still closes it for this visit.
let acceptedThisVisit = false;

export function isDisclaimerAccepted(): boolean {
  if (acceptedThisVisit) return true;
  try {
    return window.localStorage.getItem(DISCLAIMER_STORAGE_KEY) === DISCLAIMER_ACCEPTED_VALUE;
  } catch {
    return false;
  }
}

/** Records acceptance and tells the page (the hero video restarts on this event). */
export function acceptDisclaimer(): void {
  acceptedThisVisit = true;
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
