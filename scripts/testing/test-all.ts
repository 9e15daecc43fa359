/**
 * `npm test`: every stage, stopping after the first step in which one fails, each timed as it
 * ends and all of them again at the end, so that a slow stage is seen (docs/testing.md). The
 * checks that only read the code run side by side, one a core, their output held until each ends;
 * the tests run one stage at a time. The end-to-end stage times each of its projects itself
 * (./project-times-reporter.ts). Its browsers are found, or installed where this machine can
 * (./ensure-browser.ts), from the start, beside the other stages: an install is a minute of
 * network and disk, which the checks' CPU need not wait for.
 */
import { spawn } from 'node:child_process';

const STEPS: readonly (readonly string[])[] = [
  ['typecheck', 'lint'],
  ['audit', 'check:function'],
  ['test:unit'],
  ['test:function'],
];

interface Result {
  stage: string;
  passed: boolean;
  took: string;
  held: Buffer;
}

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;
const verdict = (result: Result) =>
  `${result.stage} ${result.passed ? 'passed' : 'FAILED'} in ${result.took}`;

/** Runs `npm run <stage>`; alone, its output goes straight through, else it is held until it ends. */
function run(stage: string, alone: boolean): Promise<Result> {
  const started = performance.now();
  const child = spawn('npm', ['run', stage], { stdio: alone ? 'inherit' : 'pipe' });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ stage, passed: code === 0, took: seconds(started), held: Buffer.concat(held) }),
    );
  });
}

const started = performance.now();
const times: string[] = [];
const browsers = run('e2e:browsers', false);

/** Prints what each stage held and its time, and stops if any failed. */
async function report(results: readonly Result[]): Promise<void> {
  for (const result of results) {
    process.stdout.write(result.held);
    console.log(`\ntest: ${verdict(result)}\n`);
  }
  times.push(...results.map((result) => `  ${verdict(result)}`));
  const failed = results.filter((result) => !result.passed).map((result) => result.stage);
  if (failed.length === 0) return;
  // Never left running: an install would hold Debian's package lock after npm test had ended.
  await browsers;
  console.log(`test: stopped after ${failed.join(' and ')} failed.\n${times.join('\n')}`);
  process.exit(1);
}

for (const step of STEPS) {
  await report(await Promise.all(step.map((stage) => run(stage, step.length === 1))));
}
await report([await browsers]);
await report([await run('e2e', true)]);
console.log(`test: every stage passed in ${seconds(started)}\n${times.join('\n')}`);
