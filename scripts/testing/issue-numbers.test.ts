import { issueNumbers, issueNumbersHere } from './issue-numbers';

/** The check over a few files held in memory. */
function check(files: Record<string, string>): string[] {
  return issueNumbers(Object.keys(files), (file) => files[file] ?? '');
}

describe('the check for issue numbers', () => {
  it('finds an issue or pull request cited by number, in code or docs', () => {
    expect(
      check({
        // The numbers are interpolated, so that this file cites none itself.
        'benchmarks/bench.ts': `/** Issue #${23}'s target. */\nit('keeps issue ${4} fixed', () => {});\n`,
        'docs/offline.md': `As issues ${57} and ${58} asked (#${12}), see PR ${7}.\n`,
        'src/styles/shell.css': `/* Dimmed since pull request ${9}, #${31} */\n`,
        'supabase/migrations/1_x.sql': `-- see #${8}\nselect 1;\n`,
      }),
    ).toEqual([
      `benchmarks/bench.ts:1: Issue #${23}`,
      `benchmarks/bench.ts:2: issue ${4}`,
      `docs/offline.md:1: issues ${57}`,
      `docs/offline.md:1: #${12}`,
      `docs/offline.md:1: PR ${7}`,
      `src/styles/shell.css:1: pull request ${9}`,
      `src/styles/shell.css:1: #${31}`,
      `supabase/migrations/1_x.sql:1: #${8}`,
    ]);
  });

  it('passes colours, entities, anchors, numbered errors and the decision records', () => {
    expect(
      check({
        'src/styles/tokens.css': ':root { --navy: #0d1f33; color: #000; } /* success #008a2e */\n',
        'src/lib/escape.ts': "const quote = '&#39;'; // React error #422, in the minified build\n",
        'docs/security.md': 'See [testing](testing.md#load-test); the issues it lists. # 0001\n',
        'docs/decisions/0040-chains.md': `Issue ${39} found it (#${40}).\n`,
        'scripts/build/icons.sh': `# issue ${12}\n`,
      }),
    ).toEqual([]);
  });

  it('finds none in this repository: say what was asked or found instead', () => {
    expect(
      issueNumbersHere(),
      'No issue or pull-request numbers in code or docs (decision records aside): a reader of a ' +
        'clean clone has no tracker, so say what was asked or found',
    ).toEqual([]);
  });
});
