import {
  memo,
  Suspense,
  use,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createLatch, type Latch } from './latch';

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates this part from the prerendered markup (React reads the server
 * snapshot then), false when it renders the part afresh, as after a navigation.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** While it hydrates, waits for the shell's commit: until then the part stays as prerendered. */
function WaitForShell({ shellCommit, children }: { shellCommit: Latch; children: ReactNode }) {
  const hydrating = useHydrating();
  // The prerenderer renders everything at once; so does a render afresh.
  const waiting = hydrating && typeof window !== 'undefined' && !shellCommit.isOpen;
  if (waiting) use(shellCommit.opened);
  return children;
}

/**
 * Content whose hydration waits until the page's shell (everything around such parts) has
 * committed, and then happens in a render of its own, in slices like the rest.
 *
 * Why: a key press or a tap that lands while the page is hydrating makes React finish hydrating
 * what holds the element pressed at once, in that event's task: for a form field on `/`, all of
 * the page outside its Suspense boundaries, 93-168 ms at a phone's 4x slowdown (measured). Each
 * such part is a boundary of its own, so that task only holds the shell and the part pressed.
 *
 * The markup stays as it is meanwhile (a dehydrated Suspense boundary): visible, readable, and
 * native links and forms work. The part's props must not change before the shell has committed
 * (React would then render it afresh), so it is memoised: pass it elements made once, or made by
 * a page that does not render again before then (decision 0035).
 * What it reads from outside itself must, while it hydrates, be what the prerendered markup
 * shows, though the shell's effects have run by then: a store's server snapshot is that (see
 * `useOutbox`), and React renders the current value right after.
 */
export const HydrateAfterShell = memo(function HydrateAfterShell({
  children,
}: {
  children: ReactNode;
}) {
  const [shellCommit] = useState(createLatch);
  // In the commit of the shell: an event that made React hydrate the shell at once then finds
  // this part open, and React hydrates the part it landed in straight after, in the same task.
  useLayoutEffect(() => shellCommit.open(), [shellCommit]);
  return (
    <Suspense fallback={null}>
      <WaitForShell shellCommit={shellCommit}>{children}</WaitForShell>
    </Suspense>
  );
});
