/**
 * Main-thread work after the load event, read from a Chromium trace (the one Lighthouse records):
 * the time the page's main thread spends in tasks that start once `load` has fired, until the
 * trace ends. The prerendered page is complete at `load`; what runs after it is what the page's
 * code (and anything animated) costs a visitor who is already reading. Lighthouse does not report
 * this figure itself: its main-thread breakdown covers the whole load, before and after.
 *
 * Observed time on this machine (Lighthouse's simulated 4x CPU slowdown applies to its own metrics,
 * not to the trace), so it is compared only with the floor's figure from the same run.
 */

/** The fields of a trace event this reads (the Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: { frame?: string; data?: Record<string, unknown> };
}

/** A task shorter than this is scheduling noise, not work (Lighthouse's own cut-off is 10 ms). */
const NOISE_US = 1000;

export function mainThreadAfterLoadMs(events: readonly TraceEvent[]): number {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      String(event.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error('the trace has no main-frame navigation');
  const frame = navigation.args?.frame;
  const load = events.find(
    (event) =>
      event.name === 'loadEventEnd' &&
      event.pid === navigation.pid &&
      event.args?.frame === frame &&
      event.ts >= navigation.ts,
  );
  if (!load) throw new Error('the trace ends before the page fired its load event');
  let totalUs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid) continue;
    if (event.ts < load.ts || (event.dur ?? 0) < NOISE_US) continue;
    totalUs += event.dur ?? 0;
  }
  return totalUs / 1000;
}
