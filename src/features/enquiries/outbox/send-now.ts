import type { EnquiryPayload } from '#shared/enquiry-schema';
import { OUTBOX_WRITE_LIMIT_MS } from '../enquiry-settings';
import { sendEnquiry, type SendOutcome } from '../enquiry-transport';
import { keepEnquiry } from './keep-enquiry';
import { newOutboxItem } from './outbox-item';
import { attemptItem, withItemLock } from './outbox-replay';
import { deleteItem } from './outbox-store';

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

/** Resolves as `work` does, or rejects with a TimeoutError after `ms`. */
function withinTimeLimit(work: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DOMException(`The outbox did not answer within ${ms} ms`, 'TimeoutError')),
      ms,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A form's enquiry: kept in the outbox first, then sent at once by the outbox, which records what
 * the attempt got and tells the form. Kept first (keep-enquiry.ts), so closing the tab mid-send
 * loses nothing: the Background Sync asked for then, or the next replay anywhere, sends it. If the device cannot keep
 * it (full, blocked, or no answer within OUTBOX_WRITE_LIMIT_MS), it is sent directly.
 *
 * The enquiry's lock is taken before it is written, so no other sender sees it before the form's
 * own attempt has ended.
 */
export function sendNow(payload: EnquiryPayload, formLabel: string): Promise<SubmissionResult> {
  return withItemLock(payload.id, async () => {
    const item = newOutboxItem(payload, formLabel, Date.now());
    const write = keepEnquiry(item);
    const storageError = await withinTimeLimit(write, OUTBOX_WRITE_LIMIT_MS).then(
      () => null,
      (error: unknown) => error ?? new Error('The outbox refused the enquiry'),
    );
    if (storageError) {
      const outcome = await sendEnquiry(payload);
      // A write that only hung may land later; the server has settled this one, so it must not
      // be sent again from the outbox.
      if (outcome.kind === 'stored' || outcome.kind === 'refused') {
        write.then(() => deleteItem(payload.id)).catch(() => undefined);
      }
      return { outcome, kept: false, storageError };
    }
    const outcome = await attemptItem(item, { formWaiting: true });
    const kept = outcome.kind === 'no-answer' || outcome.kind === 'retryable';
    return { outcome, kept, storageError: null };
  });
}
