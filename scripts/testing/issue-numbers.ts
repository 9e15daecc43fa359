import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { isDecisionRecord } from './decision-records';
import { readable, trackedFiles } from './file-references';

/** The files held to the rule: code, styles, migrations and docs. */
const CHECKED = /\.(?:tsx?|md|css|sql)$/;
/** This check and its test, which spell out what it looks for. */
const OWN = /^scripts\/testing\/issue-numbers(?:\.test)?\.ts$/;
/** "issue 12", "Issues 57 and 58", "issue #3", "PR 7", "pull request #9", anywhere in a file. */
const NAMED = /\b(?:[Ii]ssues?|PRs?|[Pp]ull requests?)\s+#?\d+\b/g;
/**
 * "#12" alone, in what is read as prose (Markdown, comments). Not a colour's hex (`#0d1f33`, and
 * `#000` outside comments), an HTML entity (`&#39;`), a link's anchor (`testing.md#load-test`) or
 * a library's numbered error ("React error #422").
 */
const BARE = /(?<![\w&#/]|error )#\d+(?![\w-])/g;

/** Each issue or pull-request number a file cites, as `file:line: citation`. */
export function issueNumbers(tracked: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of tracked) {
    if (!CHECKED.test(file) || isDecisionRecord(file) || OWN.test(file)) continue;
    const text = read(file);
    const named = [...text.matchAll(NAMED)];
    // "issue #3" is one citation: its "#3" is not counted again.
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
