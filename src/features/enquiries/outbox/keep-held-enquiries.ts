import { formPayload } from '../../../../supabase/functions/_shared/form-post';
import type { EnquiryPayload } from '../../../../supabase/functions/_shared/enquiry-schema';
import { showPageNotice } from '../../../components/page-notice';
import { enquiryKeptCopy as copy } from '../../../content/enquiry-kept';
import { ENQUIRY_TIMEOUT_MS } from '../enquiry-settings';
import { keepEnquiry } from './keep-enquiry';
import { newOutboxItem } from './outbox-item';
import { PART_ATTRIBUTE, PRESSED_ATTRIBUTE, type Press } from '../../../lib/page-marks';

/**
 * An enquiry form sent before its code took it over, held by the page (src/runtime/
 * held-presses.ts), kept in the outbox exactly as the form's code keeps one (the same item, with
 * the id the server stores it under once), and the visitor told so; what they typed stays in the
 * form. The outbox sends it when the connection allows: this page (the code is wanted for it), a
 * later visit or the service worker. Its fields are read as the server reads a native post of the
 * same form.
 */
function keepHeldEnquiry(form: HTMLFormElement): void {
  form.removeAttribute(PRESSED_ATTRIBUTE);
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields.append(name, value);
  }
  const payload = formPayload(fields.toString(), crypto.randomUUID()) as EnquiryPayload | null;
  const formLabel = form.getAttribute('aria-label');
  if (!payload || !formLabel) return;
  keepEnquiry(newOutboxItem(payload, formLabel, Date.now())).then(
    () =>
      showPageNotice({
        title: copy.contactSaved.title,
        description: copy.contactSaved.description,
      }),
    (error: unknown) => {
      console.error('The enquiry could not be kept on this device:', error);
      showPageNotice({ title: copy.storageFailed.title, description: copy.heldNotKept });
    },
  );
}

/**
 * What becomes of an enquiry held before its form's code. Offline, it is kept at once. Online, the
 * form's code is wanted (`wantPart`, from the list of reasons in src/starter.ts), and carries the
 * press out as it takes the form over: the visitor sees what a press after the code shows. A
 * connection that says it is online but brings neither the code nor an answer within
 * ENQUIRY_TIMEOUT_MS (lie-fi) has the enquiry kept then, as a send with no answer is.
 */
export function carryOutHeldEnquiry(
  form: HTMLFormElement,
  wantPart: (formPart: Element) => void,
): void {
  if (!navigator.onLine) return keepHeldEnquiry(form);
  const formPart = form.closest(`[${PART_ATTRIBUTE}]`);
  form.setAttribute(PRESSED_ATTRIBUTE, 'handed' satisfies Press);
  if (formPart) wantPart(formPart);
  setTimeout(() => {
    if (form.getAttribute(PRESSED_ATTRIBUTE) === 'handed') keepHeldEnquiry(form);
  }, ENQUIRY_TIMEOUT_MS);
}
