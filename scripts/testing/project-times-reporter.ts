/**
 * A Playwright reporter, beside the list: at the end, each project's time from its first test's
 * start to its last test's end, its tests and their summed time, and the setup before the first
 * test (servers starting), so that a slow project is seen. Projects run side by side on the
 * workers, so their spans overlap.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface ProjectTime {
  first: number;
  last: number;
  tests: number;
  summedMs: number;
}

export default class ProjectTimesReporter implements Reporter {
  private readonly began = Date.now();
  private readonly projects = new Map<string, ProjectTime>();

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = test.parent.project()?.name ?? '(none)';
    const start = result.startTime.getTime();
    const time = this.projects.get(name) ?? { first: start, last: start, tests: 0, summedMs: 0 };
    time.first = Math.min(time.first, start);
    time.last = Math.max(time.last, start + result.duration);
    time.tests += 1;
    time.summedMs += result.duration;
    this.projects.set(name, time);
  }

  onEnd(result: FullResult): void {
    const times = [...this.projects.values()];
    if (times.length === 0) return;
    const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
    const firstTest = Math.min(...times.map((time) => time.first));
    const lines = [...this.projects].map(
      ([name, time]) =>
        `  ${name}: ${seconds(time.last - time.first)} from its first test to its last, ` +
        `${time.tests} tests taking ${seconds(time.summedMs)} together`,
    );
    console.log(
      [
        `e2e: ${result.status} in ${seconds(result.duration)}; servers ready after ` +
          `${seconds(firstTest - this.began)}`,
        ...lines,
      ].join('\n'),
    );
  }
}
