/**
 * The page's main thread, read from a Chromium trace (the one Lighthouse records), in two figures
 * Lighthouse does not report itself:
 * - its work after the load event: the time it spends in tasks that start once `load` has fired,
 *   until the trace ends. The prerendered page is complete at `load`; what runs after it is what
 *   the page's code (and anything animated) costs a visitor who is already reading;
 * - the CPU time it ran, from navigation on (mainThreadCpuMs).
 *
 * Observed on this machine (Lighthouse's simulated 4x CPU slowdown applies to its own metrics, not
 * to the trace), so each is compared only with the floor's figure from the same run.
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
  /** The thread's own CPU time in the event, microseconds: what it ran, not how long it took. */
  tdur?: number;
  args?: { frame?: string; data?: Record<string, unknown> };
}

/** A task shorter than this is scheduling noise, not work (Lighthouse's own cut-off is 10 ms). */
const NOISE_US = 1000;

/** The page's main-frame navigation: its thread is the page's main thread. */
function mainFrameNavigation(events: readonly TraceEvent[]): TraceEvent {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      String(event.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error('the trace has no main-frame navigation');
  return navigation;
}

export function mainThreadAfterLoadMs(events: readonly TraceEvent[]): number {
  const navigation = mainFrameNavigation(events);
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

/**
 * The CPU time the page's main thread spent in its tasks, from navigation to the end of the trace.
 * Lighthouse's own main-thread figure counts each task's length in time, multiplied by its 4x
 * slowdown; on a machine whose cores are shared (the browser's other threads, the service worker,
 * the video's decoder) a task also lasts while its thread waits for a core, about twice its CPU
 * time here. This is what the thread itself ran, observed at this machine's speed.
 */
export function mainThreadCpuMs(events: readonly TraceEvent[]): number {
  const navigation = mainFrameNavigation(events);
  let totalUs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid) continue;
    if (event.ts < navigation.ts) continue;
    totalUs += event.tdur ?? 0;
  }
  return totalUs / 1000;
}
