import { useEffect, useState } from 'react';
import { requestBackgroundSync } from './device-support';
import type { OutboxItem } from './outbox-item';
import { replayOutbox, type ReplayOptions } from './outbox-replay';

/**
 * Replays the outbox from a page. Enquiries still waiting afterwards get Background Sync asked for
 * again, so they are sent even if every tab closes before the next attempt.
 */
export function replayFromPage(options?: ReplayOptions): Promise<void> {
  return replayOutbox(options).then(
    ({ waiting }) => {
      if (waiting > 0) void requestBackgroundSync();
    },
    (error: unknown) => {
      // The next trigger tries again; nothing is lost, so this is no error for the visitor.
      console.warn('Could not replay the enquiry outbox:', error);
    },
  );
}

function replay(options?: ReplayOptions) {
  void replayFromPage(options);
}

/** When the soonest waiting enquiry is due, or null when none waits. */
function nextDue(items: readonly OutboxItem[]): number | null {
  const times = items.filter((item) => item.status === 'waiting').map((item) => item.nextAttemptAt);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * Replays the outbox from this page: at start, when the connection returns, when the tab becomes
 * visible again, and on a timer set for the soonest waiting enquiry. (The service worker replays
 * too, on Background Sync; each enquiry's Web Lock keeps them from sending it twice at once.)
 *
 * The timer is set again after each replay it made, whether or not the list changed: a timer can
 * fire a millisecond before the time it was set for, as browsers count it, and a replay that then
 * found nothing due left the enquiry waiting for the next `online` or tab switch, which on a
 * connection that drops without the device noticing may never come (seen in Chromium and Firefox).
 * Offline, it is not set again: the connection's return replays.
 */
export function useReplayTriggers(items: readonly OutboxItem[]) {
  useEffect(() => {
    replay();
    const onOnline = () => replay({ connectionReturned: true });
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') replay();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  const due = nextDue(items);
  const [timedReplays, setTimedReplays] = useState(0);
  useEffect(() => {
    if (due === null) return;
    // At least a second apart, so an enquiry that cannot be sent yet is never retried in a loop.
    const timer = setTimeout(
      () => {
        if (!navigator.onLine) return;
        void replayFromPage().finally(() => setTimedReplays((count) => count + 1));
      },
      Math.max(due - Date.now(), 1000),
    );
    return () => clearTimeout(timer);
  }, [due, timedReplays]);
}
