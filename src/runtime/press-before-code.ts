import { PRESSED_ATTRIBUTE, type Press } from './markers';

/**
 * The form in the bare markup pressed before its code took it over (src/runtime/part.tsx), if
 * the code is to carry that press out now: one held or handed to it (./offline-holds.ts), or one
 * the browser refused and that its own checks still refuse (the visitor pressed send and was
 * stopped; a form they have since completed is not sent on their behalf, they press again). The
 * press is taken off the form. What was typed needs no carrying over: see `lazyPart`.
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
      (event.target as HTMLInputElement).form?.setAttribute(
        PRESSED_ATTRIBUTE,
        'refused' satisfies Press,
      ),
    true,
  );
}
