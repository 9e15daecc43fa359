/**
 * Every stored enquiry reaches the firm by email exactly once, or visibly does not:
 * - a sender claims the row first (one atomic update), so two senders never both send;
 * - the email says what the row says (the time comes from the row), so a retry sends the very
 *   payload of the first attempt and Resend's idempotency key (the enquiry id) recognises it;
 * - past `maxEmailsPerHour` individual emails in an hour, enquiries are held, and the firm gets
 *   one summary of them instead of a flood;
 * - when the attempts run out the row says 'gave_up', and one line starting GAVE_UP_LOG_TAG is
 *   logged for an operator to alert on.
 */
import type { EnquiryRecord, EnquiryStore } from './enquiry-store.ts';
import type { Notifier } from './notifier.ts';
import { withTimeout } from './with-timeout.ts';

type Log = (...args: unknown[]) => void;

export interface NotificationPolicy {
  /** Attempts per email before the row is marked 'gave_up'. */
  maxAttempts: number;
  /** Individual emails per clock hour; past it, enquiries are held for the hour's summary. */
  maxEmailsPerHour: number;
}

/** Five attempts an email; 30 individual emails an hour (NOTIFY_MAX_EMAILS_PER_HOUR). */
export const DEFAULT_NOTIFICATION_POLICY: NotificationPolicy = {
  maxAttempts: 5,
  maxEmailsPerHour: 30,
};

export interface SenderDeps {
  store: EnquiryStore;
  notifier: Notifier;
  policy?: NotificationPolicy;
  now?: () => Date;
  log?: Log;
}

/** What an operator's alert matches: one log line per enquiry whose email was given up. */
export const GAVE_UP_LOG_TAG = 'ENQUIRY_EMAIL_GAVE_UP';

/** A failed email is tried again by the next enquiry's request no sooner than this. */
export const EMAIL_RETRY_INTERVAL_MS = 60_000;

/** How long a sender holds an enquiry's email before another may take it over (it died). */
const NOTIFICATION_CLAIM_MS = 2 * 60_000;

const HOUR_MS = 60 * 60_000;

function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type NotifyResult = 'sent' | 'failed' | 'gave_up' | 'held' | 'skipped';

/**
 * Claims the enquiry's email, sends it and records how it went; never throws, so the stored
 * enquiry always stands. 'skipped': another sender holds it or has sent it, Resend is still
 * working on the same key, or the database did not answer (the row stays for a retry).
 */
export async function notifyAndRecord(
  deps: SenderDeps,
  enquiry: EnquiryRecord,
  receivedAt: Date,
  timeoutMs: number,
): Promise<NotifyResult> {
  const { store, notifier } = deps;
  const policy = deps.policy ?? DEFAULT_NOTIFICATION_POLICY;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console.error;
  const db = <T>(work: Promise<T>) => withTimeout(work, timeoutMs);
  const at = now();
  const hour = hourOf(at);
  try {
    const attempts = await db(
      store.claimNotification(enquiry.id, {
        now: at,
        until: new Date(at.getTime() + NOTIFICATION_CLAIM_MS),
      }),
    );
    if (attempts === null) return 'skipped';
    if (!(await db(store.takeEmailSlot(hour, policy.maxEmailsPerHour)))) {
      await db(store.recordNotification(enquiry.id, { status: 'held' }));
      return 'held';
    }
    let answer: Awaited<ReturnType<Notifier['send']>>;
    try {
      answer = await notifier.send(enquiry, receivedAt);
    } catch (error) {
      await db(store.returnEmailSlot(hour));
      const message = reason(error);
      const spent = attempts + 1 >= policy.maxAttempts;
      await db(
        store.recordNotification(enquiry.id, {
          status: spent ? 'gave_up' : 'failed',
          error: message,
        }),
      );
      if (spent) {
        log(
          `${GAVE_UP_LOG_TAG} enquiry ${enquiry.id} (${receivedAt.toISOString()}): no email ` +
            `after ${attempts + 1} attempts, last: ${message.replace(/\s+/g, ' ')}. ` +
            'The enquiry is stored: read it with npm run enquiries or in the enquiries table.',
        );
        return 'gave_up';
      }
      log(`Enquiry ${enquiry.id}: email failed, kept for retry:`, message);
      return 'failed';
    }
    if (answer === 'in_progress') {
      // Resend is still handling a request with this key: its answer decides. Not an attempt.
      await db(store.returnEmailSlot(hour));
      await db(store.recordNotification(enquiry.id, { status: 'in_progress' }));
      return 'skipped';
    }
    if (answer === 'sent_before') {
      log(`Enquiry ${enquiry.id}: Resend had accepted this email before; recorded as sent.`);
    }
    await db(store.recordNotification(enquiry.id, { status: 'sent', at: now() }));
    return 'sent';
  } catch (error) {
    log(
      `Enquiry ${enquiry.id}: its email could not be claimed or recorded, left for retry:`,
      error,
    );
    return 'skipped';
  }
}

/**
 * One email listing the enquiries held over the hourly cap, at most one per clock hour; they are
 * then 'summarised'. Returns how many it covered.
 */
export async function sendHeldSummary(deps: SenderDeps, timeoutMs = 30_000): Promise<number> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console.error;
  const db = <T>(work: Promise<T>) => withTimeout(work, timeoutMs);
  const held = await db(deps.store.listHeldNotifications(200));
  if (held.length === 0) return 0;
  const at = now();
  const hour = hourOf(at);
  const claim = { now: at, until: new Date(at.getTime() + NOTIFICATION_CLAIM_MS) };
  if (!(await db(deps.store.claimSummary(hour, claim)))) return 0;
  try {
    const answer = await deps.notifier.sendSummary(held, hour);
    if (answer === 'in_progress') {
      await db(deps.store.recordSummary(hour, null));
      return 0;
    }
    const sentAt = now();
    await db(
      deps.store.markSummarised(
        held.map((enquiry) => enquiry.id),
        sentAt,
      ),
    );
    await db(deps.store.recordSummary(hour, sentAt));
    return held.length;
  } catch (error) {
    log('The summary of held enquiry emails failed, kept for retry:', reason(error));
    await db(deps.store.recordSummary(hour, null)).catch(() => {});
    return 0;
  }
}

/**
 * Sends the emails that failed (or whose request died before sending), oldest first, then the
 * summary of those held over the hourly cap. Run after each new enquiry, on Supabase's schedule
 * (the function's retry path, called by pg_cron) and locally by `npm run notify:retry`.
 */
export async function retryPendingNotifications(
  deps: SenderDeps & {
    limit?: number;
    /** Failed emails last tried less than this long ago are left for later (0: retry them all). */
    failedAfterMs?: number;
  },
): Promise<{ attempted: number; sent: number; failed: number; summarised: number }> {
  const now = deps.now ?? (() => new Date());
  const due = await deps.store.listNotificationsToRetry({
    maxAttempts: (deps.policy ?? DEFAULT_NOTIFICATION_POLICY).maxAttempts,
    // A pending row younger than this may still be in its own request's hands.
    pendingBefore: new Date(now().getTime() - NOTIFICATION_CLAIM_MS),
    failedBefore: new Date(now().getTime() - (deps.failedAfterMs ?? 0)),
    limit: deps.limit ?? 100,
  });
  let attempted = 0;
  let sent = 0;
  for (const enquiry of due) {
    // The time the first attempt stated: the row's, so the payload is the same.
    const outcome = await notifyAndRecord(deps, enquiry, enquiry.createdAt, 30_000);
    // Skipped: another sender holds it (or has just sent it); held: not attempted either.
    if (outcome !== 'skipped' && outcome !== 'held') attempted += 1;
    if (outcome === 'sent') sent += 1;
  }
  const summarised = await sendHeldSummary(deps);
  return { attempted, sent, failed: attempted - sent, summarised };
}
