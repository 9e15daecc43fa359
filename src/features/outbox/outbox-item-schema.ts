/**
 * Checks an outbox entry read back from storage. On its own, and loaded only when the outbox is
 * read (./outbox-store.ts), so valibot is not part of the page's first download.
 */
import * as v from 'valibot';
import type { EnquiryPayload } from '../../../supabase/functions/_shared/enquiry-schema';
import type { OutboxItem } from './outbox-item';

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
