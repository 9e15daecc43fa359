import { useMutation } from '@tanstack/react-query';
import { useState, type BaseSyntheticEvent } from 'react';
import { toast } from '../../../components/toast';
import {
  HONEYPOT_FIELD,
  type CapitalRaisingEnquiry,
  type ContactEnquiry,
  type EnquiryPayload,
} from '#shared/enquiry-schema';
import { enquiryFormCopy as copy } from '../../../content/enquiry-forms';
import { isStorageFull, sendNow } from '../outbox/send-now';
import { createEnquiryIdKeeper } from './enquiry-id';
import { honeypotValue } from './honeypot';

/** An enquiry as a form has it: its fields and page, before an id is given. */
export type EnquiryDraft =
  | Omit<ContactEnquiry, 'id' | typeof HONEYPOT_FIELD>
  | Omit<CapitalRaisingEnquiry, 'id' | typeof HONEYPOT_FIELD>;

/**
 * What the form shows next. 'sent': the server stored it. 'saved': it is kept on this device and
 * will be sent when the connection returns. 'failed': neither; the form keeps what was typed.
 */
export type SubmissionState = 'sent' | 'saved' | 'failed';

/** What became of an enquiry handed over: its state, and its id (which a kept one is found by). */
export interface Submission {
  state: SubmissionState;
  id: string;
}

interface SubmissionOptions {
  /** The form's name, as the outbox lists it ('Contact Form enquiry'). */
  formLabel: string;
  failure: { title: string; description: string };
}

/**
 * Hands a form's enquiry to the device's outbox, which keeps it and sends it at once (`sendNow`;
 * decision 0016 says what becomes of each outcome). On failure it logs and shows the form's
 * failure toast, and it warns when the device could not keep the enquiry; the form shows what
 * became of it otherwise (sent, or saved on this device).
 */
export function useEnquirySubmission({ formLabel, failure }: SubmissionOptions) {
  const [idKeeper] = useState(() => createEnquiryIdKeeper());
  const send = useMutation({
    mutationFn: (payload: EnquiryPayload) => sendNow(payload, formLabel),
    // React Query would hold the mutation back while the browser says it is offline; the outbox
    // is what handles offline, so the enquiry must be written (and tried) at once.
    networkMode: 'always',
  });

  const submitEnquiry = async (
    draft: EnquiryDraft,
    event?: BaseSyntheticEvent,
  ): Promise<Submission> => {
    const payload = {
      ...draft,
      id: idKeeper.idFor(draft),
      [HONEYPOT_FIELD]: honeypotValue(event),
    } as EnquiryPayload;
    const result = await send.mutateAsync(payload).catch((error: unknown) => {
      console.error(`${failure.title}:`, error);
      return null;
    });
    if (result?.storageError) {
      console.error('The enquiry could not be kept on this device:', result.storageError);
      const message = isStorageFull(result.storageError) ? copy.storageFull : copy.storageFailed;
      toast.warning(message.title, { description: message.description });
    }
    if (result?.outcome.kind === 'stored' || result?.kept) {
      // The next enquiry is new, even with the same words.
      idKeeper.forget();
      return { state: result.kept ? 'saved' : 'sent', id: payload.id };
    }
    if (result) console.error(`${failure.title}:`, result.outcome);
    toast.error(failure.title, { description: failure.description });
    return { state: 'failed', id: payload.id };
  };

  return { submitEnquiry, sending: send.isPending };
}
