/**
 * Event Timing as INP counts it, for `npm run bench:interaction`: what the page records (an init
 * script, so it observes from the first input), and how a trial's entries become one figure per
 * interaction.
 *
 * Each entry's `duration` is the browser's own: from the input's hardware timestamp to the next
 * frame presented after its handlers ran (input delay + processing + presentation delay), rounded to
 * 8 ms. An interaction (a tap, a key press) has several entries with one `interactionId`
 * (pointerdown, pointerup, click; keydown, keyup); it counts as its longest, as INP does. Entries
 * under the observer's 16 ms threshold are not reported, so an interaction `performance.interactionCount`
 * counted and no entry names is one that took under 16 ms.
 */

/** The observer's threshold, the smallest Event Timing allows. */
export const DURATION_THRESHOLD_MS = 16;

/** What the init script keeps of each entry with an interaction. */
export interface RecordedEvent {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** What a page holds for the benchmark at the end of a trial. */
export interface EventTimingRecord {
  events: RecordedEvent[];
  /** performance.interactionCount: every interaction, reported or under the threshold. */
  interactionCount: number;
  /** first-contentful-paint's startTime, or null if the page never reported it. */
  firstContentfulPaint: number | null;
  /** The timeStamp of the first pointerdown or keydown: when the first input happened. */
  firstInputAt: number | null;
}

interface BenchWindow {
  __benchEvents?: RecordedEvent[];
  __benchFirstInputAt?: number;
}

/**
 * Runs in the page before its own scripts (addInitScript): records every event entry with an
 * interaction, and the first input's time.
 */
export function observeEventTiming(threshold: number): void {
  const bench = window as unknown as BenchWindow;
  const events: RecordedEvent[] = [];
  bench.__benchEvents = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId > 0) {
        events.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
    }
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit);
  // Passive listeners on the window, so they add nothing the input waits for. (Inline: tsx names
  // a function kept in a variable with a helper the page does not have.)
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(
      type,
      (event) => {
        bench.__benchFirstInputAt ??= event.timeStamp;
      },
      { capture: true, passive: true },
    );
  }
}

/** Runs in the page at the end of a trial. */
export function readEventTiming(): EventTimingRecord {
  const bench = window as unknown as BenchWindow;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    events: bench.__benchEvents ?? [],
    interactionCount: (performance as { interactionCount?: number }).interactionCount ?? 0,
    firstContentfulPaint: paint ? paint.startTime : null,
    firstInputAt: bench.__benchFirstInputAt ?? null,
  };
}

/**
 * One figure per interaction: its longest entry, and 0 for each interaction the page counted but
 * reported no entry for (it took under the threshold).
 */
export function interactionDurations(record: EventTimingRecord): number[] {
  const longest = new Map<number, number>();
  for (const event of record.events) {
    longest.set(
      event.interactionId,
      Math.max(longest.get(event.interactionId) ?? 0, event.duration),
    );
  }
  const unreported = Math.max(0, record.interactionCount - longest.size);
  return [...longest.values(), ...Array<number>(unreported).fill(0)];
}

/** A duration as the report prints it: under the threshold is "<16", not a made-up figure. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '-';
  return ms < DURATION_THRESHOLD_MS ? `<${DURATION_THRESHOLD_MS}` : `${Math.round(ms)}`;
}
