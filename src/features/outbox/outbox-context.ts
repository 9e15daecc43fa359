import { createContext, useContext } from 'react';
import type { OutboxItem } from './outbox-item';

/** The outbox as its indicator and panel see it: the items, and what the visitor can do. */
export interface OutboxControls {
  items: readonly OutboxItem[];
  /** Ids being sent because the visitor chose Retry now. */
  retrying: ReadonlySet<string>;
  retry(id: string): void;
  discard(id: string): Promise<void>;
  panelOpen: boolean;
  setPanelOpen(open: boolean): void;
}

export const OutboxContext = createContext<OutboxControls | null>(null);

export function useOutbox(): OutboxControls {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('No OutboxContext: render this inside EnquiryOutboxProvider.');
  return outbox;
}
