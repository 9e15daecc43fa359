import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import { ENQUIRY_TIMEOUT_MS } from '../../lib/constants';
import type { SendFailure } from '../../lib/enquiry-transport';

/** An enquiry kept on this device until the server has stored it. */
export interface OutboxItem {
  /** The enquiry's own id, which is also its key: the server stores each id once. */
  id: string;
  payload: EnquiryPayload;
  /** The form it came from, as the visitor knows it ('Contact Form enquiry'). */
  formLabel: string;
  createdAt: number;
  /** Attempts so far; 0 while the form's own first attempt is under way. */
  attempts: number;
  nextAttemptAt: number;
  /** 'attention': the server refused it; it waits for the visitor to retry, email or discard it. */
  status: 'waiting' | 'attention';
  /** What the last attempt got: the server's reason when it refused. */
  lastError: SendFailure | null;
}

/**
 * A new item, about to be sent for the first time. It is not due for replay until that attempt
 * has had its full time, so a replay elsewhere never sends it alongside the form.
 */
export function newOutboxItem(payload: EnquiryPayload, formLabel: string, now: number): OutboxItem {
  return {
    id: payload.id,
    payload,
    formLabel,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now + ENQUIRY_TIMEOUT_MS + 5_000,
    status: 'waiting',
    lastError: null,
  };
}
