import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { CODE_PART_ATTRIBUTE, NEAR_MARGIN } from './code-demand';
import { createLatch } from './latch';
import { loadWhenReachable } from './load-when-reachable';
import { REFUSED_SUBMIT_ATTRIBUTE } from './early-page-script';

/**
 * When a part's code may come (`open`, once it is near or reached into), and what runs right
 * before React has that code (`beforeTakeover`, given once the part is on the page).
 */
function createGate() {
  const { opened, open } = createLatch();
  let beforeTakeover = () => {};
  return {
    opened,
    open,
    beforeTakeover: () => beforeTakeover(),
    setBeforeTakeover: (run: () => void) => {
      beforeTakeover = run;
    },
  };
}

const preloads: (() => Promise<unknown>)[] = [];

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A box or a radio button: what it holds is whether it is ticked. */
function isTickable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** What the visitor has typed or chosen in the bare markup: fields that differ from their defaults. */
function typedValues(place: HTMLElement): Map<string, string | boolean> {
  const typed = new Map<string, string | boolean>();
  for (const field of place.querySelectorAll<Field>('input[name], select[name], textarea[name]')) {
    if (isTickable(field)) {
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

/** A field's current value, the way `typedValues` records it. */
function currentValue(field: Field): string | boolean {
  return isTickable(field) ? field.checked : field.value;
}

/**
 * Sets what a field holds through its prototype's setter, past React, which records a field's
 * value when it is set through the field's own property and passes on only changes from that.
 */
function setPastReact(field: Field, value: string | boolean): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const property = typeof value === 'boolean' ? 'checked' : 'value';
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value);
}

/**
 * Puts typed values back into the fields once the form's code has taken them over (its fields are
 * registered with their defaults), silently: in the commit itself, where React would drop events.
 * Returns the fields put back, for `announceValues`.
 */
function putTypedValuesBack(place: HTMLElement, typed: Map<string, string | boolean>): Field[] {
  const fields: Field[] = [];
  for (const [name, value] of typed) {
    const field = place.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
    if (!field) continue;
    setPastReact(field, value);
    fields.push(field);
  }
  return fields;
}

/** Where the caret is in the text field the visitor is in, to be put back once its value is set. */
function caretIn(field: Field): [number, number] | null {
  if (field !== document.activeElement || !('selectionStart' in field)) return null;
  const { selectionStart, selectionEnd } = field;
  return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
}

/**
 * Tells the form's code what its fields now hold, as input events, once the commit is over. It
 * reads each field as it is then, keystrokes since included.
 *
 * React passes an event on as a change only if the field's value differs from the one it last
 * recorded. It may have recorded this very value already: a box ticked before the code came is
 * found ticked when React hydrates it, and the form library's reset to its default may not have
 * gone through React. So each field is first given another value through its own property (which
 * React records) and its own back past React: React then sees a change, whatever it recorded.
 */
function announceValues(fields: readonly Field[]): void {
  for (const field of fields) {
    const value = currentValue(field);
    const caret = caretIn(field);
    if (typeof value === 'boolean') (field as HTMLInputElement).checked = !value;
    else field.value = `${value} `;
    setPastReact(field, value);
    // Setting a value moves the caret to the end: the next key goes where the visitor left it.
    if (caret) (field as HTMLInputElement).setSelectionRange(...caret);
    field.dispatchEvent(new Event(isTickable(field) ? 'click' : 'input', { bubbles: true }));
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

/**
 * Tells its parent that the content beside it has mounted (it renders nothing). In the commit
 * itself, after the content's refs are attached (a form library registering its fields resets them
 * then), so that no keystroke can land between that reset and the parent putting values back.
 */
function OnMount({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
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
    const adoptedRef = useRef(false);
    const stopTrackingRef = useRef(() => {});
    // Code already here (prerendering, or a later visit to the page) renders at once; otherwise
    // the part waits, as server markup while hydrating, until it is near.
    const [Component] = useState(
      () =>
        loaded ??
        lazy(async () => {
          // Without a browser nothing comes near; render (the prerenderer preloads, so this is rare).
          if (typeof window !== 'undefined') await gate.opened;
          // A download that fails leaves the markup as it is, until the connection lets it come.
          const component = await loadWhenReachable(loadOnce);
          // Right before React has it, and so before it takes the markup over.
          gate.beforeTakeover();
          return { default: component };
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
      // What was typed into the bare markup, taken as the code arrives, and then each keystroke
      // until React has taken the markup over (which resets its fields) and the values are back.
      const track = (event: Event) => {
        const field = event.target as Field;
        if (field.name) typedRef.current.set(field.name, currentValue(field));
      };
      gate.setBeforeTakeover(() => {
        if (adoptedRef.current) return;
        typedRef.current = typedValues(place);
        refusedRef.current = refusedBeforeCode(place);
        place.addEventListener('input', track, true);
        place.addEventListener('change', track, true);
        stopTrackingRef.current = () => {
          place.removeEventListener('input', track, true);
          place.removeEventListener('change', track, true);
        };
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

    const [adopt] = useState(() => () => {
      setReady(true);
      const place = placeRef.current;
      if (adoptedRef.current || !place) return;
      adoptedRef.current = true;
      stopTrackingRef.current();
      const restored = putTypedValuesBack(place, typedRef.current);
      typedRef.current.clear();
      const refused = refusedRef.current;
      refusedRef.current = false;
      // Once the commit is over, when the form's code hears events.
      setTimeout(() => {
        announceValues(restored);
        // A press of send the browser refused is carried out now, with what was typed: the
        // form's code shows its messages for every field still wrong, and focuses the first.
        if (refused) place.querySelector('form')?.requestSubmit();
      }, 0);
    });

    return (
      // Busy until its code runs: the markup is there, what it does is on its way.
      // A code part: coming near wants the app's code (src/main.tsx), and then this part's own.
      <div ref={placeRef} aria-busy={!ready} {...{ [CODE_PART_ATTRIBUTE]: 'near' }}>
        <Suspense fallback={null}>
          <Component {...props} />
          <OnMount run={adopt} />
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
