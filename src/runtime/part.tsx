import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { keepPlaceBelow } from '../lib/section-anchoring';
import { useEnhanced } from './enhanced';
import { partAttributes, partWanted } from './wanted';
import { pressToCarryOut } from './held-presses';

/** A one-way switch: `opened` settles, and `isOpen` turns true, the first time `open` is called. */
function createSwitch() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const latch = {
    opened,
    isOpen: false,
    open: () => {
      latch.isOpen = true;
      open();
    },
  };
  return latch;
}

/**
 * Tells its parent that the content beside it has mounted (it renders nothing), in the commit
 * itself: after the content's refs are attached, which is when a form registers its fields.
 */
function OnMount({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

const preloads: (() => Promise<unknown>)[] = [];

/** For prerendering: loads every lazy part, so the page renders complete in one pass. */
export function preloadAllLazyParts(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

/**
 * A lazy part's props: plain values only. It is memoised, so that a parent's render never reaches
 * it while it waits for its code (React would throw the prerendered markup, and what was typed in
 * it, away, and render it afresh); a value made anew at each render would defeat that.
 */
export type LazyPartProps<Props> = { [Name in keyof Props]: string | number | boolean | undefined };

/**
 * A part whose code is downloaded only once it is wanted: near the viewport, or reached into
 * (src/runtime/wanted.ts, `near`). The prerendered page already holds its markup, and until the
 * code arrives React leaves that markup untouched (a dehydrated Suspense boundary): visible,
 * readable, in place and native (links, forms that post). What the visitor typed or ticked
 * meanwhile, and a send the browser refused, are carried over when the code hydrates it.
 */
export function lazyPart<Props extends LazyPartProps<Props>>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  const loadOnce = async () => (loaded ??= await load());
  preloads.push(loadOnce);

  return memo(function LazyPart(props: Props) {
    const placeRef = useRef<HTMLDivElement>(null);
    const [wanted] = useState(createSwitch);
    const [enhanced, setEnhanced] = useState(false);
    // Code already here (prerendering, or a later visit to the page) renders at once.
    const [Component] = useState(
      () =>
        loaded ??
        lazy(async () => {
          // Without a browser nothing comes near; render (the prerenderer preloads, so this is rare).
          if (typeof window !== 'undefined') await wanted.opened;
          // A download that fails leaves the markup as it is, until the connection lets it come;
          // a module that came and throws is shown (./download.ts).
          return { default: await loadOnce() };
        }),
    );

    useEffect(() => {
      const place = placeRef.current;
      if (place) void partWanted(place).then(wanted.open);
    }, [wanted]);
    // It comes near, and changes height, while the visitor may be below it: what they see stays.
    useEffect(() => (placeRef.current ? keepPlaceBelow(placeRef.current) : undefined), []);

    // What was typed or ticked in the bare markup, keystrokes during hydration included, stays:
    // React hydrates a field as it finds it, and react-hook-form, registering a field in this very
    // commit, takes the value of one edited before the form was ready (pinned in part.test.tsx).
    const [adopt] = useState(() => () => {
      setEnhanced(true);
      const pressed = placeRef.current && pressToCarryOut(placeRef.current);
      // A press of send made before the code, carried out once the commit is over, when the form's
      // code hears events: it sends what was typed, or shows its messages for every field still
      // wrong and focuses the first.
      if (pressed) setTimeout(() => pressed.requestSubmit(), 0);
    });

    return (
      // Busy until its code runs: the markup is there, what it does is on its way.
      <div ref={placeRef} aria-busy={!enhanced} {...partAttributes('near')}>
        <Suspense fallback={null}>
          <Component {...props} />
          <OnMount run={adopt} />
        </Suspense>
      </div>
    );
  });
}

/** While it hydrates, waits for the shell's commit: until then the part stays as prerendered. */
function WaitForShell({
  shellCommit,
  children,
}: {
  shellCommit: ReturnType<typeof createSwitch>;
  children: ReactNode;
}) {
  // The prerenderer renders everything at once; so does a render afresh.
  const hydrating = !useEnhanced() && typeof window !== 'undefined';
  if (hydrating && !shellCommit.isOpen) use(shellCommit.opened);
  return children;
}

/**
 * A section of the page whose code came with the shell's (everything around such sections),
 * hydrated once the shell has committed, in a render of its own, in slices like the rest.
 *
 * Why: a key press or a tap that lands while the page is hydrating makes React finish hydrating
 * what holds the element pressed at once, in that event's task: for a form field on `/`, all of
 * the page outside its Suspense boundaries, a long task on a phone (decision 0035 has the
 * figures). Each such section is a boundary of its own, so that task only holds the shell and the
 * section pressed.
 *
 * The markup stays as it is meanwhile (a dehydrated Suspense boundary): visible, readable, and
 * native links and forms work. A parent that renders it again once the shell has committed finds
 * nothing waiting in it, so React hydrates it then (pinned in part.test.tsx). What it reads from
 * outside itself must, while it hydrates, be what the prerendered markup shows, though the shell's
 * effects have run by then: a store's server snapshot is that (see `useOutbox`), and React renders
 * the current value right after. src/entry-server.test.tsx hydrates every page so, and fails on
 * anything React has to mend.
 */
export function AfterShell({ children }: { children: ReactNode }) {
  const [shellCommit] = useState(createSwitch);
  // In the commit of the shell: an event that made React hydrate the shell at once then finds
  // this section open, and React hydrates the section it landed in straight after, in the same task.
  useLayoutEffect(() => shellCommit.open(), [shellCommit]);
  return (
    <Suspense fallback={null}>
      <WaitForShell shellCommit={shellCommit}>{children}</WaitForShell>
    </Suspense>
  );
}
