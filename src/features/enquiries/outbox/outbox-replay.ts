/**
 * Sends the enquiries the outbox keeps. Runs in a page and in the service worker (its `sync`
 * event, tag ENQUIRY_OUTBOX): no DOM, no React, nothing done at import time.
 */
import { ENQUIRY_OUTBOX } from '../enquiry-settings';
import { sendEnquiry, type SendOutcome } from '../enquiry-transport';
import { announce } from './outbox-events';
import type { OutboxItem } from './outbox-item';
import { changeItem, deleteItem, readItem, readItems } from './outbox-store';
import { nextAttemptAt } from './retry-schedule';

export interface ReplayOptions {
  /** Send these now, whatever their schedule or status: the visitor chose "Retry now". */
  ids?: readonly string[];
  /** The connection has just returned: enquiries that were waiting only for it are due now. */
  connectionReturned?: boolean;
  now?: () => number;
  random?: () => number;
}

export interface ReplaySummary {
  delivered: number;
  /** Still waiting afterwards. A `sync` handler can reject while any wait, so the browser tries again later. */
  waiting: number;
  attention: number;
}

let turnInThisContext: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` as the only outbox sender: across tabs and the worker through a Web Lock, or, where
 * Web Locks are missing, at least one at a time in this tab.
 */
export function asOnlySender<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(ENQUIRY_OUTBOX, work);
  const turn = turnInThisContext.then(work, work);
  turnInThisContext = turn.catch(() => undefined);
  return turn;
}

function isDue(
  item: OutboxItem,
  { ids, connectionReturned = false }: ReplayOptions,
  now: number,
): boolean {
  if (ids) return ids.includes(item.id);
  if (item.status !== 'waiting') return false;
  // A kept enquiry whose last try got no answer needs only the connection; one the server asked
  // to wait (Retry-After) or failed on keeps its schedule. Attempt 0 is a form's own, in flight.
  const waitingForConnection = item.attempts > 0 && item.lastError?.kind === 'no-answer';
  return item.nextAttemptAt <= now || (connectionReturned && waitingForConnection);
}

async function sendItem(
  item: OutboxItem,
  now: () => number,
  random?: () => number,
): Promise<SendOutcome['kind']> {
  const outcome = await sendEnquiry(item.payload);
  const attempts = item.attempts + 1;
  if (outcome.kind === 'stored') {
    await deleteItem(item.id);
    announce({ type: 'delivered', id: item.id, formLabel: item.formLabel });
  } else if (outcome.kind === 'refused') {
    await changeItem(item.id, (current) => ({
      ...current,
      attempts,
      status: 'attention',
      lastError: outcome,
    }));
    announce({ type: 'attention', id: item.id, formLabel: item.formLabel });
  } else {
    const retryAfter = outcome.kind === 'retryable' ? outcome.retryAfterSeconds : undefined;
    await changeItem(item.id, (current) => ({
      ...current,
      attempts,
      status: 'waiting',
      nextAttemptAt: nextAttemptAt(now(), attempts, retryAfter, random),
      lastError: outcome,
    }));
    announce({ type: 'changed' });
  }
  return outcome.kind;
}

/**
 * Sends every due enquiry once, one sender at a time. Stored (duplicates too): deleted. Refused:
 * kept as needing attention, with the server's reason. No answer or retryable: kept, with the
 * next attempt pushed back. Skips the network entirely while the device says it is offline,
 * unless the visitor asked for particular ones.
 */
export function replayOutbox(options: ReplayOptions = {}): Promise<ReplaySummary> {
  const { now = Date.now, random } = options;
  return asOnlySender(async () => {
    const offline = globalThis.navigator?.onLine === false && !options.ids;
    let delivered = 0;
    if (!offline) {
      for (const listed of await readItems()) {
        if (!isDue(listed, options, now())) continue;
        // Read again: the visitor may have discarded it since the list was read.
        const item = await readItem(listed.id);
        if (!item) continue;
        if ((await sendItem(item, now, random)) === 'stored') delivered += 1;
      }
    }
    const left = await readItems();
    return {
      delivered,
      waiting: left.filter((item) => item.status === 'waiting').length,
      attention: left.filter((item) => item.status === 'attention').length,
    };
  });
}
