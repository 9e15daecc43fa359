import * as v from 'valibot';
import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import { ENQUIRY_TIMEOUT_MS } from '../../lib/constants';
import type { SendFailure } from '../../lib/enquiry-transport';

/** An enquiry kept on this device until the server has stored it. */
export interface OutboxItem {
  /** The enquiry's own id, which is also its key: the server stores each id once. */
  id: string;
  payload: EnquiryPayload;
  /** The form it came from, as the visitor knows it ('Contact Form enquiry'). */
  formLabel: string;
  createdAt: number;
  /** Attempts so far; 0 while the form's own first attempt is under way. */
  attempts: number;
  nextAttemptAt: number;
  /** 'attention': the server refused it; it waits for the visitor to retry, email or discard it. */
  status: 'waiting' | 'attention';
  /** What the last attempt got: the server's reason when it refused. */
  lastError: SendFailure | null;
}

const FailureSchema = v.variant('kind', [
  v.object({ kind: v.literal('no-answer') }),
  v.object({
    kind: v.literal('retryable'),
    status: v.number(),
    retryAfterSeconds: v.optional(v.number()),
  }),
  v.object({
    kind: v.literal('refused'),
    status: v.number(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
]);

/**
 * The payload is checked only for the shape the outbox needs (an id and a page): the server is
 * the judge of the rest, and a payload written by an older version of the site is still sent
 * and, if the server refuses it, shown to the visitor rather than dropped.
 */
const StoredPayloadSchema = v.custom<EnquiryPayload>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { page?: unknown }).page === 'string',
  'not an enquiry',
);

const OutboxItemSchema = v.object({
  id: v.string(),
  payload: StoredPayloadSchema,
  formLabel: v.string(),
  createdAt: v.number(),
  attempts: v.number(),
  nextAttemptAt: v.number(),
  status: v.picklist(['waiting', 'attention']),
  lastError: v.nullable(FailureSchema),
});

/** Reads an item back from storage; anything else is null. */
export function parseOutboxItem(value: unknown): OutboxItem | null {
  const result = v.safeParse(OutboxItemSchema, value);
  return result.success ? result.output : null;
}

/**
 * A new item, about to be sent for the first time. It is not due for replay until that attempt
 * has had its full time, so a replay elsewhere never sends it alongside the form.
 */
export function newOutboxItem(payload: EnquiryPayload, formLabel: string, now: number): OutboxItem {
  return {
    id: payload.id,
    payload,
    formLabel,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now + ENQUIRY_TIMEOUT_MS + 5_000,
    status: 'waiting',
    lastError: null,
  };
}
