/**
 * `npm run bench:navigation -- --trace <file>`: a Chromium trace of one press, from just before it
 * to the next page's heading shown, and where each renderer's main thread spent that time: the
 * trace, not a guess, of what a navigation waits for. Recorded over the browser's own session, so
 * it survives a prerendered page being swapped in.
 */
import { writeFile } from 'node:fs/promises';
import type { Browser, CDPSession } from 'puppeteer-core';
import type { TraceEvent } from './main-thread-time';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'navigation',
  'toplevel',
];

export interface Tracing {
  /** Ends the trace, writes it to `path` and resolves with its events. */
  stop(path: string): Promise<TraceEvent[]>;
}

export async function startTracing(browser: Browser): Promise<Tracing> {
  const session: CDPSession = await browser.target().createCDPSession();
  await session.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES },
  });
  return {
    async stop(path) {
      const complete = new Promise<string>((resolve) =>
        session.once('Tracing.tracingComplete', (event: { stream?: string }) =>
          resolve(event.stream ?? ''),
        ),
      );
      await session.send('Tracing.end');
      const stream = await complete;
      let text = '';
      for (;;) {
        const chunk = await session.send('IO.read', { handle: stream });
        text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
        if (chunk.eof) break;
      }
      await session.send('IO.close', { handle: stream });
      await session.detach();
      await writeFile(path, text);
      const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
      return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    },
  };
}

/** A renderer's main thread, and where its tasks' time went during the trace. */
export interface ThreadSummary {
  process: string;
  busyMs: number;
  /** The events directly inside its tasks, by name, longest first. */
  top: Array<{ name: string; ms: number }>;
}

const TASK = 'RunTask';
/** Events that only wrap the work inside them: looked through, not counted. */
const WRAPPERS = new Set([TASK, 'ThreadControllerImpl::RunTask']);

/** Each renderer main thread's busy time, and the events that filled its tasks. */
export function summariseMainThreads(events: readonly TraceEvent[]): ThreadSummary[] {
  const threadNames = new Map<string, string>();
  const processNames = new Map<number, string>();
  for (const event of events) {
    if (event.ph !== 'M') continue;
    const name = String((event.args as { name?: string; labels?: string })?.name ?? '');
    if (event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, name);
  }
  // A renderer is named by the page it loaded (or was swapped in with).
  for (const event of events) {
    const url = event.args?.data?.documentLoaderURL;
    if (event.name === 'navigationStart' && typeof url === 'string' && url.startsWith('http')) {
      processNames.set(event.pid, new URL(url).pathname);
    }
  }
  const summaries: ThreadSummary[] = [];
  for (const [key, name] of threadNames) {
    if (name !== 'CrRendererMain') continue;
    const [pid, tid] = key.split(':').map(Number);
    const own = events
      .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur)
      .sort((a, b) => a.ts - b.ts);
    // The outermost tasks only: a wrapper inside a task is looked through below.
    let taskEnd = -Infinity;
    const tasks = own.filter((event) => {
      if (event.name !== TASK || event.ts < taskEnd) return false;
      taskEnd = event.ts + (event.dur ?? 0);
      return true;
    });
    if (tasks.length === 0) continue;
    const byName = new Map<string, number>();
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      // The task's direct children: inside it, and not inside an earlier child.
      let childEnd = -Infinity;
      for (const event of own) {
        if (event.ts < task.ts || event.ts >= end || event.ts < childEnd) continue;
        if (WRAPPERS.has(event.name)) continue;
        byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0));
        childEnd = event.ts + (event.dur ?? 0);
      }
    }
    summaries.push({
      process: processNames.get(pid ?? 0) || `renderer ${pid}`,
      busyMs: tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000,
      top: [...byName]
        .map(([event, us]) => ({ name: event, ms: us / 1000 }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8),
    });
  }
  return summaries.sort((a, b) => b.busyMs - a.busyMs);
}
