/**
 * Tells every open tab what happened in the outbox, whichever tab or worker did it, over one
 * BroadcastChannel. A message reaches every other channel object of that name, including others
 * in the same tab, so the sender's own page hears it too.
 */
import { ENQUIRY_OUTBOX } from '../enquiry-settings';

export type OutboxEvent =
  /** Something changed: read the store again. */
  | { type: 'changed' }
  /** The server stored a kept enquiry. */
  | { type: 'delivered'; id: string; formLabel: string }
  /** The server refused a kept enquiry: the visitor must decide what to do with it. */
  | { type: 'attention'; id: string; formLabel: string };

// Where BroadcastChannel is missing, events still reach this tab's own listeners.
const localListeners = new Set<(event: OutboxEvent) => void>();
let sender: BroadcastChannel | undefined;

export function announce(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') {
    for (const listener of localListeners) listener(event);
    return;
  }
  sender ??= new BroadcastChannel(ENQUIRY_OUTBOX);
  sender.postMessage(event);
}

/** Calls `listener` for every outbox event; returns the function that stops it. */
export function listen(listener: (event: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    localListeners.add(listener);
    return () => localListeners.delete(listener);
  }
  const channel = new BroadcastChannel(ENQUIRY_OUTBOX);
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => listener(message.data);
  return () => channel.close();
}
