import { useSyncExternalStore } from 'react';
import { isDisclaimerAccepted, subscribeToDisclaimer } from './disclaimer-storage';

/** 'unknown' while rendering without a browser (and while hydrating), then the stored answer. */
export type DisclaimerStatus = 'unknown' | 'accepted' | 'pending';

export function useDisclaimerStatus(): DisclaimerStatus {
  return useSyncExternalStore(
    subscribeToDisclaimer,
    () => (isDisclaimerAccepted() ? 'accepted' : 'pending'),
    () => 'unknown',
  );
}
