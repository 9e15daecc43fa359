/**
 * `npm run size:runtime`: the runtime's size, in lines of code (./lines-of-code.ts says what a
 * line of code is and which files count). Prints each file's count and each group's total;
 * docs/runtime.md gives the figures.
 */
import { readFileSync } from 'node:fs';
import { benchCommandLine } from './command-line';
import { linesOfCode, RUNTIME_GROUPS } from './lines-of-code';

benchCommandLine('size:runtime', 'Usage: npm run size:runtime (no options)').read({
  options: { help: { type: 'boolean' } },
});

let total = 0;
for (const { name, files } of RUNTIME_GROUPS) {
  let sum = 0;
  console.log(`\n${name}`);
  for (const file of files) {
    const lines = linesOfCode(readFileSync(file, 'utf8'));
    sum += lines;
    console.log(`${String(lines).padStart(5)}  ${file}`);
  }
  total += sum;
  console.log(`${String(sum).padStart(5)}  in all; with the groups above: ${total}`);
}
