import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '../../lib/toast';

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
