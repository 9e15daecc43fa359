import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import type { EnquiryQueue } from './enquiry-queue';
import type { SendOutcome } from './enquiry-transport';
import { invokeEnquiryFunction } from './invoke-enquiry';

export interface SubmissionResult {
  /** What the first attempt got. */
  outcome: SendOutcome;
  /** Whether the enquiry stays on this device to be sent later. */
  kept: boolean;
  /** Why the device could not keep it, if it could not (it was still sent directly). */
  storageError: unknown;
}

/**
 * Whether the device refused to keep the enquiry for lack of space. IndexedDB reports it as a
 * QuotaExceededError DOMException, thrown by the request or set on the failed transaction.
 */
export function isStorageFull(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const inner = (error as { error?: unknown } | null)?.error;
  return (
    name === 'QuotaExceededError' ||
    (inner !== undefined && inner !== error && isStorageFull(inner))
  );
}

/**
 * Write first, then send: the enquiry is in the outbox before the first attempt, so closing the
 * tab mid-send loses nothing, and the outbox is told what the attempt got. If the device cannot
 * keep it, it is still sent directly. An attempt that throws (the site's enquiry client could not
 * be created) rejects, for the form to show its failure, and leaves the enquiry in the outbox
 * unsettled: the outbox sends it later by plain fetch, which needs no client.
 */
export async function sendThroughOutbox(
  queue: EnquiryQueue,
  payload: EnquiryPayload,
  formLabel: string,
): Promise<SubmissionResult> {
  let storageError: unknown = null;
  await queue.queue(payload, formLabel).catch((error: unknown) => {
    storageError = error ?? new Error('The outbox refused the enquiry');
  });
  const outcome = await invokeEnquiryFunction(payload);
  if (storageError) return { outcome, kept: false, storageError };

  const { kept } = await queue.settle(payload, outcome).catch((error: unknown) => {
    // The enquiry was written before sending and is still there; the outbox replays it later.
    console.warn('Could not update the enquiry outbox:', error);
    return { kept: outcome.kind === 'no-answer' || outcome.kind === 'retryable' };
  });
  return { outcome, kept, storageError };
}
