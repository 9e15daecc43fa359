import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '../../lib/toast';

// Offline before it was ever downloaded, the toaster comes once the connection is back (the
// import is tried again until it comes: src/runtime/code-chain.ts).
const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Where toasts appear: mounted, and sonner downloaded, when the first toast is asked for. */
export function SiteToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
