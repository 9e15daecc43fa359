import { formPayload } from '#shared/form-post';
import type { EnquiryPayload } from '#shared/enquiry-schema';
import { showPageNotice } from '../../../components/page-notice';
import { contactFormLabel } from '../../../content/enquiry-form-names';
import { enquiryKeptCopy as copy } from '../../../content/enquiry-kept';
import { keepEnquiry } from './keep-enquiry';
import { newOutboxItem } from './outbox-item';
import { PRESSED_ATTRIBUTE } from '../../../lib/page-marks';

/**
 * Keeps the enquiry a form holds in the outbox, exactly as the form's code keeps one (the same
 * item, with the id the server stores it under once), and tells the visitor so; what they typed
 * stays in the form. Its fields are read as the server reads a native post of the same form.
 * The outbox sends it when the connection allows: this page, a later visit or the service worker.
 * The press it was held for is carried out: its mark goes.
 */
export function keepPostedForm(form: HTMLFormElement): void {
  form.removeAttribute(PRESSED_ATTRIBUTE);
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields.append(name, value);
  }
  const payload = formPayload(fields.toString(), crypto.randomUUID()) as EnquiryPayload | null;
  if (!payload) {
    console.error('A held enquiry form names a field twice, so it was not kept:', form);
    return;
  }
  // The outbox lists it by the form's name; a form without one is kept all the same.
  const formLabel = form.getAttribute('aria-label') || contactFormLabel(payload.page);
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
