// @vitest-environment node
import { mainThreadAfterLoadMs, mainThreadCpuMs, type TraceEvent } from './main-thread-time';

const main = { pid: 1, tid: 7 };
const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...main,
  ts: 1_000_000,
  args: {
    frame: 'F1',
    data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost:4319/' },
  },
};
const task = (ts: number, dur: number, where = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
});
const loadEnd = (frame: string, ts: number): TraceEvent => ({
  name: 'loadEventEnd',
  ph: 'R',
  ...main,
  ts,
  args: { frame },
});

it("sums the main-frame thread's tasks from its load event on, and nothing else", () => {
  const events = [
    navigation,
    task(1_100_000, 40_000), // before load
    loadEnd('F2', 1_150_000), // an iframe's load
    loadEnd('F1', 1_200_000),
    task(1_200_000, 12_000),
    task(1_500_000, 30_500),
    task(1_600_000, 500), // scheduling noise
    task(1_700_000, 90_000, { pid: 1, tid: 8 }), // another thread
    { ...task(1_800_000, 5_000), name: 'Paint' }, // inside a task, not one
  ];
  expect(mainThreadAfterLoadMs(events)).toBe(42.5);
});

it('refuses a trace without a main-frame navigation or its load event', () => {
  expect(() => mainThreadAfterLoadMs([task(1, 2)])).toThrow('no main-frame navigation');
  expect(() => mainThreadAfterLoadMs([navigation, task(1_200_000, 9_000)])).toThrow(
    'before the page fired its load event',
  );
});

it("sums the CPU time of the main-frame thread's tasks from navigation on, not their length", () => {
  const events = [
    { ...task(900_000, 10_000), tdur: 8_000 }, // before navigation
    navigation,
    { ...task(1_100_000, 40_000), tdur: 21_000 }, // waited for a core half the time
    { ...task(1_300_000, 500), tdur: 500 },
    { ...task(1_400_000, 30_000, { pid: 1, tid: 8 }), tdur: 30_000 }, // another thread
    { ...task(1_500_000, 9_000), name: 'Paint', tdur: 9_000 }, // inside a task, not one
  ];
  expect(mainThreadCpuMs(events)).toBe(21.5);
});
