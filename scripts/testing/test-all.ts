/**
 * `npm test`: every stage, stopping after the first step in which one fails, each timed as it
 * ends and all of them again at the end, so that a slow stage is seen (docs/testing.md). The
 * checks that only read the code run side by side, one a core, their output held until each ends;
 * the tests run one stage at a time. The end-to-end stage times each of its projects itself
 * (./project-times-reporter.ts).
 */
import { spawn } from 'node:child_process';

const STEPS: readonly (readonly string[])[] = [
  ['typecheck', 'lint'],
  ['audit', 'check:function'],
  ['test:unit'],
  ['test:function'],
  ['e2e'],
];

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs `npm run <stage>`; alone, its output goes straight through, else it is held until it ends. */
function run(
  stage: string,
  alone: boolean,
): Promise<{ stage: string; passed: boolean; took: string }> {
  const started = performance.now();
  const child = spawn('npm', ['run', stage], { stdio: alone ? 'inherit' : 'pipe' });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(held));
      const result = { stage, passed: code === 0, took: seconds(started) };
      console.log(`\ntest: ${stage} ${result.passed ? 'passed' : 'FAILED'} in ${result.took}\n`);
      resolve(result);
    });
  });
}

const started = performance.now();
const times: string[] = [];
for (const step of STEPS) {
  const results = await Promise.all(step.map((stage) => run(stage, step.length === 1)));
  times.push(...results.map((r) => `  ${r.stage}: ${r.passed ? 'passed' : 'FAILED'} in ${r.took}`));
  const failed = results.filter((result) => !result.passed).map((result) => result.stage);
  if (failed.length > 0) {
    console.log(`test: stopped after ${failed.join(' and ')} failed.\n${times.join('\n')}`);
    process.exit(1);
  }
}
console.log(`test: every stage passed in ${seconds(started)}\n${times.join('\n')}`);
