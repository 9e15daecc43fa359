import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/** How far below the viewport a part starts downloading, so it is ready when scrolled to. */
const NEAR_MARGIN = '600px 0px';

function createGate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const preloads: (() => Promise<unknown>)[] = [];

/** Tells its parent that the content beside it has mounted (it renders nothing). */
function OnMount({ run }: { run: (mounted: true) => void }) {
  useEffect(() => run(true), [run]);
  return null;
}

/** For prerendering: loads every lazily loaded part, so the page renders complete in one pass. */
export function preloadAllLazyParts(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

/**
 * A component whose code is downloaded only when its place comes near the viewport. The prerendered page already holds its markup, and
 * until the code arrives React leaves that markup untouched (a dehydrated Suspense boundary): it is
 * visible, readable and in place, so nothing shifts and the first download stays small.
 */
export function lazyWhenNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  const loadOnce = async () => (loaded ??= await load());
  preloads.push(loadOnce);

  // Memoised: a parent's re-render must not reach the waiting part, which React would then have to
  // throw away and render afresh instead of hydrating (the same goes for context changes above it).
  return memo(function LazyWhenNear(props: Props) {
    const placeRef = useRef<HTMLDivElement>(null);
    const [gate] = useState(createGate);
    const [ready, setReady] = useState(false);
    // Code already here (prerendering, or a later visit to the page) renders at once; otherwise
    // the part waits, as server markup while hydrating, until it is near.
    const [Component] = useState(
      () =>
        loaded ??
        lazy(async () => {
          // Without a browser nothing comes near; render (the prerenderer preloads, so this is rare).
          if (typeof window !== 'undefined') await gate.opened;
          return { default: await loadOnce() };
        }),
    );

    useEffect(() => {
      const place = placeRef.current;
      if (!place || typeof IntersectionObserver === 'undefined') {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) gate.open();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(place);
      return () => observer.disconnect();
    }, [gate]);

    return (
      // Inert until its code runs: what someone typed into the bare markup would be lost when the
      // form takes over, so the markup shows but takes no input until then.
      <div ref={placeRef} inert={!ready}>
        <Suspense fallback={null}>
          <Component {...props} />
          <OnMount run={setReady} />
        </Suspense>
      </div>
    );
  });
}
