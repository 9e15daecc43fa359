import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { CODE_PART_ATTRIBUTE, NEAR_MARGIN } from './code-demand';
import { REFUSED_SUBMIT_ATTRIBUTE } from './early-page-script';

function createGate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const preloads: (() => Promise<unknown>)[] = [];

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor has typed or chosen in the bare markup: fields that differ from their defaults. */
function typedValues(place: HTMLElement): Map<string, string | boolean> {
  const typed = new Map<string, string | boolean>();
  for (const field of place.querySelectorAll<Field>('input[name], select[name], textarea[name]')) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== field.defaultChecked) typed.set(field.name, field.checked);
    } else if (field instanceof HTMLSelectElement) {
      const initial =
        [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (initial && field.value !== initial.value) typed.set(field.name, field.value);
    } else if (field.value !== field.defaultValue) {
      typed.set(field.name, field.value);
    }
  }
  return typed;
}

/** Puts typed values back once the form's code runs, as input events, so the form takes them in. */
function restoreTypedValues(place: HTMLElement, typed: Map<string, string | boolean>): void {
  for (const [name, value] of typed) {
    const field = place.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
    if (!field) continue;
    const prototype = Object.getPrototypeOf(field) as object;
    const property = typeof value === 'boolean' ? 'checked' : 'value';
    Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
    field.dispatchEvent(
      new Event(typeof value === 'boolean' ? 'click' : 'input', { bubbles: true }),
    );
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * The form in the bare markup whose submission the browser refused (the early script marks it) and
 * that its own checks still refuse: the visitor pressed send and was stopped. A form they have
 * since completed is not sent on their behalf; they press again.
 */
function refusedBeforeCode(place: HTMLElement): boolean {
  const form = place.querySelector<HTMLFormElement>(`form[${REFUSED_SUBMIT_ATTRIBUTE}]`);
  if (!form) return false;
  const refused = !form.checkValidity();
  // After the check, which fires the same invalid events the early script marks the form on.
  form.removeAttribute(REFUSED_SUBMIT_ATTRIBUTE);
  return refused;
}

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
    const typedRef = useRef(new Map<string, string | boolean>());
    const refusedRef = useRef(false);
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
      // What was typed into the bare markup, taken as the code arrives: just before React takes
      // the markup over, which resets its fields.
      void gate.opened.then(loadOnce).then(() => {
        typedRef.current = typedValues(place);
        refusedRef.current = refusedBeforeCode(place);
      });
      // Someone reaching into it (keyboard, screen reader, pointer) needs it now.
      place.addEventListener('focusin', gate.open);
      place.addEventListener('pointerdown', gate.open);
      // A form sent before its code runs is left alone: it is a real form that posts itself (and
      // once the code has taken it over, the code sends it instead; never both).
      return () => {
        observer.disconnect();
        place.removeEventListener('focusin', gate.open);
        place.removeEventListener('pointerdown', gate.open);
      };
    }, [gate]);

    useEffect(() => {
      if (!ready || !placeRef.current) return;
      restoreTypedValues(placeRef.current, typedRef.current);
      typedRef.current.clear();
      // A press of send the browser refused is carried out now, with what was typed: the form's
      // code shows its messages for every field still wrong, and focuses the first.
      if (refusedRef.current) placeRef.current.querySelector('form')?.requestSubmit();
      refusedRef.current = false;
    }, [ready]);

    return (
      // Busy until its code runs: the markup is there, what it does is on its way.
      // A code part: coming near wants the app's code (src/main.tsx), and then this part's own.
      <div ref={placeRef} aria-busy={!ready} {...{ [CODE_PART_ATTRIBUTE]: 'near' }}>
        <Suspense fallback={null}>
          <Component {...props} />
          <OnMount run={setReady} />
        </Suspense>
      </div>
    );
  });
}

/**
 * `lazyWhenNear` for a part that fetches: react-query downloads with it, and the part is rendered
 * inside the page's one query client.
 */
export function lazyWithQueriesWhenNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazyWhenNear(async () => {
    const [Component, { withQueryProvider }] = await Promise.all([
      load(),
      import('./query-client'),
    ]);
    return withQueryProvider(Component);
  });
}
