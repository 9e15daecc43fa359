import { requestBackgroundSync, requestPersistentStorage } from './device-support';
import { announce } from './outbox-events';
import type { OutboxItem } from './outbox-item';
import { putItem, readItems } from './outbox-store';

/**
 * Keeps an enquiry in the outbox, the one way both the form's code (send-now.ts) and the starter
 * (an enquiry held before its form's code, keep-posted-form.ts) do: the first one kept asks the
 * browser not to evict the outbox, every tab hears of it, and Background Sync is asked to send it
 * when the connection returns, even if every tab is closed by then. Framework-free, for the starter.
 */
export async function keepEnquiry(item: OutboxItem): Promise<void> {
  const firstItem = (await readItems()).length === 0;
  await putItem(item);
  if (firstItem) void requestPersistentStorage();
  announce({ type: 'changed' });
  // Asked for before the first attempt goes: a tab closed while it is in flight takes an unfinished
  // request for the sync with it, and nothing would send the enquiry until the next visit.
  await requestBackgroundSync();
}
