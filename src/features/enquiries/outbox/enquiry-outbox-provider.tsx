import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { outboxCopy as copy } from '../../../content/outbox';
import { enquiriesOnBadge, showOnAppBadge } from './app-badge';
import { createOutboxControlsStore, OutboxContext, type OutboxControls } from './outbox-context';
import { announce, listen } from './outbox-events';
import type { OutboxItem } from './outbox-item';
import { withItemLock } from './outbox-replay';
import { changeItem, deleteItem, readItems } from './outbox-store';
import { replayFromPage, useReplayTriggers } from './use-replay-triggers';

/**
 * Replays the device's outbox from this page, keeps the list every tab shows in step with the
 * store, and the installed app's icon badge with it, gives the indicator and panel their controls,
 * and says when a saved enquiry arrives.
 */
export function EnquiryOutboxProvider({ children }: { children: ReactNode }) {
  const [controlsStore] = useState(createOutboxControlsStore);
  const [items, setItems] = useState<readonly OutboxItem[]>([]);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const [panelOpen, setPanelOpen] = useState(false);

  const latestRead = useRef(0);

  // Reads overlap when events come quickly; only the last one started may set the list.
  const refresh = useCallback(() => {
    const read = ++latestRead.current;
    readItems().then(
      (stored) => {
        if (read !== latestRead.current) return;
        setItems(stored);
        void showOnAppBadge(enquiriesOnBadge(stored));
      },
      (error: unknown) => console.warn('Could not read the enquiry outbox:', error),
    );
  }, []);

  useEffect(() => {
    refresh();
    const stopListening = listen((event) => {
      refresh();
      if (event.type === 'delivered') {
        toast.success(copy.delivered.title, {
          description: copy.delivered.description(event.formLabel),
        });
      } else if (event.type === 'attention') {
        toast.warning(copy.attention.title, {
          description: copy.attention.description(event.formLabel),
          action: { label: copy.attention.action, onClick: () => setPanelOpen(true) },
        });
      }
    });
    return () => {
      stopListening();
      // A read still under way when the outbox goes (page torn down) must not set its list.
      latestRead.current += 1;
    };
  }, [refresh]);

  useReplayTriggers(items);

  const retry = useCallback((id: string) => {
    setRetrying((ids) => new Set(ids).add(id));
    void replayFromPage({ ids: [id] }).finally(() =>
      setRetrying((ids) => {
        const left = new Set(ids);
        left.delete(id);
        return left;
      }),
    );
  }, []);

  const discard = useCallback(async (id: string) => {
    await deleteItem(id);
    announce({ type: 'changed' });
  }, []);

  // Under the enquiry's lock: an attempt under way ends first, and cannot undo the mark.
  const handToEmail = useCallback(async (id: string) => {
    await withItemLock(id, () => changeItem(id, (item) => ({ ...item, status: 'emailed' })));
    announce({ type: 'changed' });
  }, []);

  const controls = useMemo<OutboxControls>(
    () => ({ items, retrying, retry, discard, handToEmail, panelOpen, setPanelOpen }),
    [items, retrying, retry, discard, handToEmail, panelOpen],
  );
  // Set during render the first time, so the indicator has controls on its first render too;
  // later changes reach the indicator and panel through the store, not through the context.
  if (controlsStore.get() === null) controlsStore.set(controls);
  useEffect(() => controlsStore.set(controls), [controlsStore, controls]);

  return <OutboxContext value={controlsStore}>{children}</OutboxContext>;
}
