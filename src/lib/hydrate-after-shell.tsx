import {
  memo,
  Suspense,
  use,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Opens once the page's shell has committed; until then a part waiting on it stays as it is. */
function createShellGate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate = {
    isOpen: false,
    opened,
    open: () => {
      gate.isOpen = true;
      open();
    },
  };
  return gate;
}

type ShellGate = ReturnType<typeof createShellGate>;

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

function WaitForShell({ gate, children }: { gate: ShellGate; children: ReactNode }) {
  const hydrating = useHydrating();
  // The prerenderer renders everything at once; so does a render afresh.
  if (hydrating && typeof window !== 'undefined' && !gate.isOpen) use(gate.opened);
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
 * native links and forms work. The part's props must not change before it has hydrated (React
 * would then render it afresh), so it is memoised: pass it elements made once, not on each render.
 * What it reads from outside itself must, while it hydrates, be what the prerendered markup
 * shows, though the shell's effects have run by then: a store's server snapshot is that (see
 * `useOutbox`), and React renders the current value right after.
 */
export const HydrateAfterShell = memo(function HydrateAfterShell({
  children,
}: {
  children: ReactNode;
}) {
  const [gate] = useState(createShellGate);
  // In the commit of the shell: an event that made React hydrate the shell at once then finds
  // this part open, and React hydrates the part it landed in straight after, in the same task.
  useLayoutEffect(() => gate.open(), [gate]);
  return (
    <Suspense fallback={null}>
      <WaitForShell gate={gate}>{children}</WaitForShell>
    </Suspense>
  );
});
