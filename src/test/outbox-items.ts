import { contactPayload } from './enquiry-payloads';
import { newOutboxItem, type OutboxItem } from '../features/enquiries/outbox/outbox-item';
import { deleteItem, putItem, readItems } from '../features/enquiries/outbox/outbox-store';

/** Puts an item in the outbox: a kept enquiry, due now unless `changes` say otherwise. */
export async function keptItem(changes: Partial<OutboxItem> = {}): Promise<OutboxItem> {
  const base = newOutboxItem(contactPayload(), 'Contact Form enquiry', Date.now() - 60_000);
  const item: OutboxItem = {
    ...base,
    attempts: 1,
    nextAttemptAt: Date.now() - 1,
    lastError: { kind: 'no-answer' },
    ...changes,
  };
  await putItem(item);
  return item;
}

export async function emptyOutbox(): Promise<void> {
  for (const item of await readItems()) await deleteItem(item.id);
}
