import { ENQUIRY_TIMEOUT_MS } from '../enquiry-settings';
import { keepPostedForm } from './keep-posted-form';
import { PART_ATTRIBUTE, PRESSED_ATTRIBUTE, type Press } from '../../../lib/page-marks';

/**
 * Hands over an enquiry sent before its form's code, held by the page (src/runtime/
 * held-presses.ts), to whoever carries it out. Offline, to the outbox, at once (`keepPostedForm`).
 * Online, to the form's code, which is wanted (`wantPart`, from the list of reasons in
 * src/starter.ts) and carries the press out as it hydrates the form: the visitor sees what a press
 * after the code shows. A connection that says it is online but brings neither the code nor an
 * answer within ENQUIRY_TIMEOUT_MS (lie-fi) has the enquiry kept then, as a send with no answer is.
 */
export function handOverHeldEnquiry(
  form: HTMLFormElement,
  wantPart: (formPart: Element) => void,
): void {
  if (!navigator.onLine) return keepPostedForm(form);
  const formPart = form.closest(`[${PART_ATTRIBUTE}]`);
  form.setAttribute(PRESSED_ATTRIBUTE, 'handed' satisfies Press);
  if (formPart) wantPart(formPart);
  setTimeout(() => {
    if (form.getAttribute(PRESSED_ATTRIBUTE) === 'handed') keepPostedForm(form);
  }, ENQUIRY_TIMEOUT_MS);
}
