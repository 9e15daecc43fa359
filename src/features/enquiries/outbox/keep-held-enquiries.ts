import { formPayload } from '../../../../supabase/functions/_shared/form-post';
import type { EnquiryPayload } from '../../../../supabase/functions/_shared/enquiry-schema';
import { showPageNotice } from '../../../components/page-notice';
import { enquiryKeptCopy as copy } from '../../../content/enquiry-kept';
import { requestBackgroundSync } from './device-support';
import { announce } from './outbox-events';
import { newOutboxItem } from './outbox-item';
import { putItem } from './outbox-store';

/**
 * An enquiry form sent while offline before its code took it over (src/runtime/held-submit.ts):
 * kept in the outbox exactly as the form's code keeps one (the same item, with the id the server
 * stores it under once), and the visitor told so; what they typed stays in the form. The outbox
 * sends it when the connection allows: this page (the code is wanted for it), a later visit or
 * the service worker. Its fields are read as the server reads a native post of the same form.
 */
export function keepEnquiriesHeldOffline(form: HTMLFormElement): void {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields.append(name, value);
  }
  const payload = formPayload(fields.toString(), crypto.randomUUID()) as EnquiryPayload | null;
  const formLabel = form.getAttribute('aria-label');
  if (!payload || !formLabel) return;
  putItem(newOutboxItem(payload, formLabel, Date.now())).then(
    () => {
      announce({ type: 'changed' });
      void requestBackgroundSync();
      showPageNotice({
        title: copy.contactSaved.title,
        description: copy.contactSaved.description,
      });
    },
    (error: unknown) => {
      console.error('The enquiry could not be kept on this device:', error);
      showPageNotice({ title: copy.storageFailed.title, description: copy.heldNotKept });
    },
  );
}
