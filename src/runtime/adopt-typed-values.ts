import { PRESSED_ATTRIBUTE, type Press } from './markers';

/**
 * What the visitor did in a part's bare markup before its code took it over, carried over to the
 * code: typed values and ticks, and a press of send the browser refused (src/runtime/part.tsx).
 */

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A box or a radio button: what it holds is whether it is ticked. */
function isTickable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** What the visitor has typed or chosen in the bare markup: fields that differ from their defaults. */
export function typedValues(place: HTMLElement): Map<string, string | boolean> {
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
export function currentValue(field: Field): string | boolean {
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
export function putTypedValuesBack(
  place: HTMLElement,
  typed: Map<string, string | boolean>,
): Field[] {
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
export function announceValues(fields: readonly Field[]): void {
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
 * The form in the bare markup pressed before its code took it over, if the code is to carry that
 * press out now: one held or handed to it (src/runtime/offline-holds.ts), or one the browser refused and that its
 * own checks still refuse (the visitor pressed send and was stopped; a form they have since
 * completed is not sent on their behalf, they press again). The press is taken off the form.
 */
export function pressToCarryOut(place: HTMLElement): HTMLFormElement | null {
  const form = place.querySelector<HTMLFormElement>(`form[${PRESSED_ATTRIBUTE}]`);
  if (!form) return null;
  const carryOut = form.getAttribute(PRESSED_ATTRIBUTE) !== 'refused' || !form.checkValidity();
  // After the check, which fires the same invalid events the early script marks the form on.
  form.removeAttribute(PRESSED_ATTRIBUTE);
  return carryOut ? form : null;
}

/**
 * From the page's first script: a form the browser refused to submit (a required field left
 * empty) is marked, so that the form's code, when it arrives, carries out that press.
 */
export function markRefusedSubmits(): void {
  document.addEventListener(
    'invalid',
    (event) =>
      (event.target as Field).form?.setAttribute(PRESSED_ATTRIBUTE, 'refused' satisfies Press),
    true,
  );
}
