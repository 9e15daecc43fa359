import { createContext, useContext } from 'react';
import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import type { SendOutcome } from './enquiry-transport';

/**
 * The device's outbox as the forms see it. A form keeps its enquiry here before the first
 * attempt to send it, then reports what that attempt got; the outbox forgets it or sends it later.
 * Provided by the app (./outbox), used by ./forms.
 */
export interface EnquiryQueue {
  /**
   * Keeps the enquiry on this device (write first). Rejects when the device cannot keep it:
   * storage full, blocked or missing.
   */
  queue(payload: EnquiryPayload, formLabel: string): Promise<void>;
  /**
   * What the first attempt got. Stored: forgotten. Refused: forgotten too (the form still holds
   * the values). No answer or retryable: kept and sent again later. Resolves whether it was kept.
   */
  settle(payload: EnquiryPayload, outcome: SendOutcome): Promise<{ kept: boolean }>;
}

export const EnquiryQueueContext = createContext<EnquiryQueue | null>(null);

/** The outbox the app provides; a form rendered without one is a wiring mistake. */
export function useEnquiryQueue(): EnquiryQueue {
  const queue = useContext(EnquiryQueueContext);
  if (!queue) throw new Error('No EnquiryQueueContext: render forms inside the outbox provider.');
  return queue;
}
