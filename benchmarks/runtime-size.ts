/**
 * `npm run size:runtime`: the runtime's size, in lines of code (./lines-of-code.ts says what a
 * line of code is). The files are those docs/runtime.md's tables name, but the worker's. Prints
 * each file's count and the total.
 */
import { readFileSync } from 'node:fs';
import { benchCommandLine } from './command-line';
import { linesOfCode, RUNTIME_DOC, runtimeFilesHere } from './lines-of-code';

const { fail, read } = benchCommandLine('size:runtime', 'Usage: npm run size:runtime (no options)');
read({ options: { help: { type: 'boolean' } } });

const { files, unknown } = runtimeFilesHere();
if (unknown.length > 0) {
  fail(`${RUNTIME_DOC} names files that are no one source file: ${unknown.join(', ')}`);
}

let total = 0;
for (const file of files) {
  const lines = linesOfCode(readFileSync(file, 'utf8'));
  total += lines;
  console.log(`${String(lines).padStart(5)}  ${file}`);
}
console.log(`${String(total).padStart(5)}  in all`);
