import { useState, type BaseSyntheticEvent } from 'react';
import { toast } from 'sonner';
import {
  HONEYPOT_FIELD,
  type CapitalRaisingEnquiry,
  type ContactEnquiry,
  type EnquiryPayload,
} from '../../../supabase/functions/_shared/enquiry-schema';
import { createEnquiryIdKeeper } from './enquiry-id';
import { honeypotValue } from './honeypot';
import { useSendEnquiry } from './send-enquiry';

/** An enquiry as a form has it: its fields and page, before an id is given. */
export type EnquiryDraft =
  | Omit<ContactEnquiry, 'id' | typeof HONEYPOT_FIELD>
  | Omit<CapitalRaisingEnquiry, 'id' | typeof HONEYPOT_FIELD>;

interface FailureCopy {
  title: string;
  description: string;
}

/**
 * Sends a form's enquiry. On failure it logs, shows the form's failure toast and resolves false,
 * leaving the form as it was; it resolves true once the server has stored the enquiry.
 */
export function useEnquirySubmission(failure: FailureCopy) {
  const [idKeeper] = useState(() => createEnquiryIdKeeper());
  const send = useSendEnquiry();

  const submitEnquiry = async (
    draft: EnquiryDraft,
    event?: BaseSyntheticEvent,
  ): Promise<boolean> => {
    const payload = {
      ...draft,
      id: idKeeper.idFor(draft),
      [HONEYPOT_FIELD]: honeypotValue(event),
    } as EnquiryPayload;
    const outcome = await send.mutateAsync(payload).catch((error: unknown) => {
      console.error(`${failure.title}:`, error);
      return null;
    });
    if (outcome?.kind === 'stored') {
      idKeeper.forget();
      return true;
    }
    if (outcome) console.error(`${failure.title}:`, outcome);
    toast.error(failure.title, { description: failure.description });
    return false;
  };

  return { submitEnquiry, sending: send.isPending };
}
