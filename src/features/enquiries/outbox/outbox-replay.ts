/**
 * The outbox's sender: every attempt to send a kept enquiry, the form's first one included, goes
 * through `attemptItem`, which sends it with the one transport and records what it got. Runs in a
 * page and in the service worker (its `sync` event, tag ENQUIRY_OUTBOX): no DOM, no React,
 * nothing done at import time.
 */
import { oneAtATime } from '../../../lib/one-at-a-time';
import { ENQUIRY_OUTBOX } from '../enquiry-settings';
import { sendEnquiry, type SendOutcome } from '../enquiry-transport';
import { announce } from './outbox-events';
import type { OutboxItem } from './outbox-item';
import { changeItem, deleteItem, readItem, readItems } from './outbox-store';
import { nextAttemptAt } from './retry-schedule';

/**
 * Runs `work` as the only one handling the enquiry `id`, in every tab and the worker. Other
 * enquiries are not held up by it.
 */
export const withItemLock = <T>(id: string, work: () => Promise<T>): Promise<T> =>
  oneAtATime(`${ENQUIRY_OUTBOX}/${id}`, work);

export interface AttemptOptions {
  /**
   * A form is waiting for this attempt and shows its outcome itself: stored, the other tabs are
   * only told the list changed; refused, it is forgotten (the form still holds the values).
   */
  formWaiting?: boolean;
  now?: () => number;
  random?: () => number;
}

/**
 * Sends one kept enquiry and records what it got. Stored (a duplicate too): deleted. Refused: kept
 * as needing attention, with the server's reason. No answer or retryable: kept, with the next
 * attempt pushed back. An enquiry the visitor handed to email stays so. The caller holds its lock.
 */
export async function attemptItem(
  item: OutboxItem,
  { formWaiting = false, now = Date.now, random }: AttemptOptions = {},
): Promise<SendOutcome> {
  const outcome = await sendEnquiry(item.payload);
  const attempts = item.attempts + 1;
  const { id, formLabel } = item;
  if (outcome.kind === 'stored' || (outcome.kind === 'refused' && formWaiting)) {
    await deleteItem(id);
    announce(formWaiting ? { type: 'changed' } : { type: 'delivered', id, formLabel });
  } else if (outcome.kind === 'refused') {
    const changed = await changeItem(id, (current) => ({
      ...current,
      attempts,
      status: current.status === 'waiting' ? 'attention' : current.status,
      lastError: outcome,
    }));
    announce(
      changed?.status === 'attention' ? { type: 'attention', id, formLabel } : { type: 'changed' },
    );
  } else {
    const retryAfter = outcome.kind === 'retryable' ? outcome.retryAfterSeconds : undefined;
    await changeItem(id, (current) => ({
      ...current,
      attempts,
      nextAttemptAt: nextAttemptAt(now(), attempts, retryAfter, random),
      lastError: outcome,
    }));
    announce({ type: 'changed' });
  }
  return outcome;
}

export interface ReplayOptions {
  /** Send these now, whatever their schedule or status: the visitor chose "Retry now". */
  ids?: readonly string[];
  /** The connection has just returned: enquiries that were waiting only for it are due now. */
  connectionReturned?: boolean;
  /** Called after each enquiry tried, however it went (the worker's badge counts down with it). */
  afterAttempt?: () => Promise<void>;
  now?: () => number;
  random?: () => number;
}

export interface ReplaySummary {
  delivered: number;
  /** Still waiting afterwards. A `sync` handler can reject while any wait, so the browser tries again later. */
  waiting: number;
  attention: number;
}

function isDue(
  item: OutboxItem,
  { ids, connectionReturned = false }: ReplayOptions,
  now: number,
): boolean {
  if (ids) return ids.includes(item.id);
  if (item.status !== 'waiting') return false;
  // A kept enquiry whose last try got no answer needs only the connection; one the server asked
  // to wait (Retry-After) or failed on keeps its schedule.
  const waitingForConnection = item.lastError?.kind === 'no-answer';
  return item.nextAttemptAt <= now || (connectionReturned && waitingForConnection);
}

/**
 * Sends every due enquiry once. Each is judged again once this sender holds its lock, so one
 * another sender (a form, a tab, the worker) has just sent or rescheduled is left alone. Skips the
 * network entirely while the device says it is offline, unless the visitor asked for particular
 * ones.
 */
export async function replayOutbox(options: ReplayOptions = {}): Promise<ReplaySummary> {
  const { now = Date.now, random } = options;
  const offline = globalThis.navigator?.onLine === false && !options.ids;
  let delivered = 0;
  if (!offline) {
    for (const listed of await readItems()) {
      if (!isDue(listed, options, now())) continue;
      const outcome = await withItemLock(listed.id, async () => {
        const item = await readItem(listed.id);
        return item && isDue(item, options, now()) ? attemptItem(item, { now, random }) : null;
      });
      if (outcome?.kind === 'stored') delivered += 1;
      if (outcome) await options.afterAttempt?.();
    }
  }
  const left = await readItems();
  return {
    delivered,
    waiting: left.filter((item) => item.status === 'waiting').length,
    attention: left.filter((item) => item.status === 'attention').length,
  };
}
