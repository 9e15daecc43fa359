import type { EnquiryQueue } from '../enquiry-queue';
import { requestBackgroundSync, requestPersistentStorage } from './device-support';
import { announce } from './outbox-events';
import { newOutboxItem } from './outbox-item';
import { changeItem, deleteItem, putItem, readItems } from './outbox-store';
import { nextAttemptAt } from './retry-schedule';

/** The outbox as the forms use it (see EnquiryQueue): write first, then settle the first attempt. */
export function createEnquiryOutbox(now: () => number = Date.now): EnquiryQueue {
  return {
    async queue(payload, formLabel) {
      const firstItem = (await readItems()).length === 0;
      await putItem(newOutboxItem(payload, formLabel, now()));
      if (firstItem) void requestPersistentStorage();
    },

    async settle(payload, outcome) {
      if (outcome.kind === 'stored' || outcome.kind === 'refused') {
        // Refused on the first try: the form still holds the values and says so; nothing to keep.
        await deleteItem(payload.id);
        return { kept: false };
      }
      const retryAfter = outcome.kind === 'retryable' ? outcome.retryAfterSeconds : undefined;
      const kept = await changeItem(payload.id, (item) => ({
        ...item,
        attempts: 1,
        nextAttemptAt: nextAttemptAt(now(), 1, retryAfter),
        lastError: outcome,
      }));
      announce({ type: 'changed' });
      if (kept) void requestBackgroundSync();
      return { kept: kept !== null };
    },
  };
}
