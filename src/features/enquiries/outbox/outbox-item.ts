import type { EnquiryPayload } from '#shared/enquiry-schema';
import type { SendFailure } from '../enquiry-transport';

/**
 * 'waiting': sent automatically when due. 'attention': the server refused it; it waits for the
 * visitor to retry, email or discard it. 'emailed': the visitor chose to send it by email instead,
 * so it is never sent automatically again; kept until they discard it.
 */
export type OutboxItemStatus = 'waiting' | 'attention' | 'emailed';
const STATUSES: readonly unknown[] = [
  'waiting',
  'attention',
  'emailed',
] satisfies OutboxItemStatus[];

/** An enquiry kept on this device until the server has stored it. */
export interface OutboxItem {
  /** The enquiry's own id, which is also its key: the server stores each id once. */
  id: string;
  payload: EnquiryPayload;
  /** The form it came from, as the visitor knows it ('Contact Form enquiry'). */
  formLabel: string;
  createdAt: number;
  /** Attempts so far. */
  attempts: number;
  nextAttemptAt: number;
  status: OutboxItemStatus;
  /** What the last attempt got: the server's reason when it refused. */
  lastError: SendFailure | null;
}

/**
 * A new item, due at once: its form sends it straight away, and if that attempt never ends (the tab
 * closed mid-send) the next replay, in any tab or the worker, sends it.
 */
export function newOutboxItem(payload: EnquiryPayload, formLabel: string, now: number): OutboxItem {
  return {
    id: payload.id,
    payload,
    formLabel,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    status: 'waiting',
    lastError: null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';

function parseFailure(value: unknown): SendFailure | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  if (value.kind === 'no-answer') return { kind: 'no-answer' };
  if (value.kind === 'retryable' && isNumber(value.status)) {
    const { retryAfterSeconds } = value;
    if (retryAfterSeconds !== undefined && !isNumber(retryAfterSeconds)) return undefined;
    return {
      kind: 'retryable',
      status: value.status,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    };
  }
  if (value.kind === 'refused' && isNumber(value.status) && isString(value.message)) {
    const { fields } = value;
    if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every(isString))) {
      return undefined;
    }
    return {
      kind: 'refused',
      status: value.status,
      message: value.message,
      ...(fields === undefined ? {} : { fields: fields as Record<string, string> }),
    };
  }
  return undefined;
}

/**
 * Reads an item back from storage; anything else is null. Checked by hand rather than with
 * valibot, which the outbox (loaded on every page, and by the service worker) would otherwise
 * put in the first download. The payload is checked only for the shape the outbox needs (an id
 * and a page): the server is the judge of the rest, and a payload written by an older version of
 * the site is still sent and, if the server refuses it, shown to the visitor rather than dropped.
 */
export function parseOutboxItem(value: unknown): OutboxItem | null {
  if (!isRecord(value)) return null;
  const { id, payload, formLabel, createdAt, attempts, nextAttemptAt, status } = value;
  const lastError = parseFailure(value.lastError);
  if (
    !isString(id) ||
    !isRecord(payload) ||
    !isString(payload.id) ||
    !isString(payload.page) ||
    !isString(formLabel) ||
    !isNumber(createdAt) ||
    !isNumber(attempts) ||
    !isNumber(nextAttemptAt) ||
    !STATUSES.includes(status) ||
    lastError === undefined
  ) {
    return null;
  }
  return {
    id,
    payload: payload as unknown as EnquiryPayload,
    formLabel,
    createdAt,
    attempts,
    nextAttemptAt,
    status: status as OutboxItemStatus,
    lastError,
  };
}
