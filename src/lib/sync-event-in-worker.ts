/// <reference lib="webworker" />

/** Background Sync's and Periodic Background Sync's event (not in TypeScript's worker types). */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
