import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_CAP_MS } from '../enquiry-settings';

/**
 * When to try again after `attempts` failures: exponential backoff with "equal jitter" (half the
 * wait fixed, half random, so many devices coming back online do not retry in step), and never
 * sooner than the server's Retry-After.
 */
export function nextAttemptAt(
  now: number,
  attempts: number,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  const backoff = Math.min(
    OUTBOX_RETRY_CAP_MS,
    OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1),
  );
  const jittered = backoff / 2 + random() * (backoff / 2);
  return now + Math.max(jittered, (retryAfterSeconds ?? 0) * 1000);
}
