import { createContext, useContext, useSyncExternalStore } from 'react';
import type { OutboxItem } from './outbox-item';

/** The outbox as its indicator and panel see it: the items, and what the visitor can do. */
export interface OutboxControls {
  items: readonly OutboxItem[];
  /** Ids being sent because the visitor chose Retry now. */
  retrying: ReadonlySet<string>;
  retry(id: string): void;
  discard(id: string): Promise<void>;
  /** The visitor chose "Send by email instead": it is never sent automatically again. */
  handToEmail(id: string): Promise<void>;
  panelOpen: boolean;
  setPanelOpen(open: boolean): void;
}

/**
 * The controls as a store the context hands out once. The context's own value never changes, so
 * the pages below the provider are never re-rendered by it: a prerendered part still waiting for
 * its code (src/runtime/part.tsx) would otherwise be thrown away and rendered afresh.
 */
export interface OutboxControlsStore {
  get(): OutboxControls | null;
  /**
   * The controls the page was first rendered with, as its prerendered markup shows them (an empty
   * outbox): what a part hydrated later (src/runtime/part.tsx) must render to match,
   * though the outbox may have been read by then. React renders the current ones right after.
   */
  getFirst(): OutboxControls | null;
  subscribe(listener: () => void): () => void;
}

export function createOutboxControlsStore(): OutboxControlsStore & {
  set(controls: OutboxControls): void;
} {
  let current: OutboxControls | null = null;
  let first: OutboxControls | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    getFirst: () => first,
    set(controls) {
      current = controls;
      first ??= controls;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const OutboxContext = createContext<OutboxControlsStore | null>(null);

export function useOutbox(): OutboxControls {
  const store = useContext(OutboxContext);
  if (!store) throw new Error('No OutboxContext: render this inside EnquiryOutboxProvider.');
  const outbox = useSyncExternalStore(store.subscribe, store.get, store.getFirst);
  if (!outbox) throw new Error('The outbox controls are not ready: set them before rendering.');
  return outbox;
}
