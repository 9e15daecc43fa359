/**
 * The outbox: one IndexedDB store, the single source of truth for enquiries not yet stored by the
 * server. Pages and the service worker read and write it; nothing keeps a copy that could drift.
 */
import { del, get, promisifyRequest, set, values } from 'idb-keyval';
import { outboxStore } from './outbox-database';
import { parseOutboxItem, type OutboxItem } from './outbox-item';

export async function putItem(item: OutboxItem): Promise<void> {
  await set(item.id, item, outboxStore);
}

export async function readItem(id: string): Promise<OutboxItem | null> {
  return parseOutboxItem(await get(id, outboxStore));
}

/** Every item, oldest first. */
export async function readItems(): Promise<OutboxItem[]> {
  const stored = await values(outboxStore);
  const items: OutboxItem[] = [];
  for (const value of stored) {
    const item = parseOutboxItem(value);
    // Left in place, not deleted: an unreadable entry may still be someone's enquiry.
    if (item) items.push(item);
    else console.warn('The enquiry outbox holds an entry it cannot read; leaving it as it is.');
  }
  return items.sort((a, b) => a.createdAt - b.createdAt);
}

export async function deleteItem(id: string): Promise<void> {
  await del(id, outboxStore);
}

/**
 * Changes an item in one transaction, so a change made meanwhile by another tab or the worker is
 * never overwritten with a stale copy. An item deleted meanwhile stays deleted (resolves null).
 */
export function changeItem(
  id: string,
  change: (item: OutboxItem) => OutboxItem,
): Promise<OutboxItem | null> {
  return outboxStore('readwrite', (store) => {
    let changed: OutboxItem | null = null;
    const request = store.get(id);
    request.onsuccess = () => {
      const current = parseOutboxItem(request.result);
      if (!current) return;
      changed = change(current);
      store.put(changed, id);
    };
    return promisifyRequest(store.transaction).then(() => changed);
  });
}
