import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { isDecisionRecord } from './decision-records';
import { readable, trackedFiles } from './file-references';

/** The files held to the rule: code, styles, migrations and docs. */
const CHECKED = /\.(?:tsx?|md|css|sql)$/;
/** "issue", "issues", "PR" or "pull request", then a number (with or without "#"), anywhere. */
const NAMED = /\b(?:[Ii]ssues?|PRs?|[Pp]ull requests?)\s+#?\d+\b/g;
/**
 * "#" and a number alone, in what is read as prose (Markdown, comments). Not a colour's hex with a
 * letter in it (`#0d1f33`; one of digits only is taken for a citation in a comment), an HTML
 * entity (`&#39;`), a link's anchor (`testing.md#load-test`) or a library's numbered error
 * ("React error #422").
 */
const BARE = /(?<![\w&#/]|error )#\d+(?![\w-])/g;

/** Each issue or pull-request number a file cites, as `file:line: citation`. */
export function issueNumbers(tracked: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of tracked) {
    if (!CHECKED.test(file) || isDecisionRecord(file)) continue;
    const text = read(file);
    const named = [...text.matchAll(NAMED)];
    // "issue #" and a number is one citation: its "#" part is not counted again.
    const within = (at: number) =>
      named.some((one) => at > one.index && at < one.index + one[0].length);
    const bare = [...(readable(file, () => text) ?? '').matchAll(BARE)].filter(
      (one) => !within(one.index),
    );
    for (const { 0: citation, index } of [...named, ...bare].sort((a, b) => a.index - b.index)) {
      found.push(`${file}:${text.slice(0, index).split('\n').length}: ${citation}`);
    }
  }
  return found;
}

/** The check on this repository: its tracked files, as they are on disk. */
export function issueNumbersHere(root = process.cwd()): string[] {
  return issueNumbers(trackedFiles(root), (file) => readFileSync(posix.join(root, file), 'utf8'));
}
