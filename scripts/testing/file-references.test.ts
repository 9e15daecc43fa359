// @vitest-environment node
import { deadFileReferences, deadFileReferencesHere } from './file-references';

/** The check over a few files held in memory. */
function check(files: Record<string, string>): string[] {
  return deadFileReferences(Object.keys(files), (file) => files[file] ?? '');
}

const TRACKED = {
  'src/runtime/retry.ts': '/** Downloads code (./code-chain.ts, docs/runtime.md). */\n',
  'src/runtime/code-chain.ts': '',
  'docs/runtime.md': '# Runtime\n',
  'docs/decisions/README.md': 'See [the runtime](../runtime.md) and `retry.ts`.\n',
};

describe('the check for files named that do not exist', () => {
  it('passes names of files that exist, from the root, relative, in a link or bare', () => {
    expect(check(TRACKED)).toEqual([]);
  });

  it('reports a doc or a comment naming a missing file, with its line', () => {
    expect(
      check({
        ...TRACKED,
        'docs/offline.md':
          'Intro.\nEvery download goes through `src/lib/load-when-reachable.ts`.\n',
        'docs/performance.md': 'The wrapper (`lazy-when-near.tsx`), [0041](decisions/0041-x.md).\n',
        'src/styles/shell.css': '/* What the worker says (src/features/pwa/worker-notice.ts) */\n',
        'src/app/root.tsx': "// As ./gone.ts does\nconst text = 'src/not-a-comment.ts';\n",
      }),
    ).toEqual([
      'docs/offline.md:2: src/lib/load-when-reachable.ts',
      'docs/performance.md:1: lazy-when-near.tsx',
      'docs/performance.md:1: decisions/0041-x.md',
      'src/styles/shell.css:1: src/features/pwa/worker-notice.ts',
      'src/app/root.tsx:1: ./gone.ts',
    ]);
  });

  it('ignores globs, placeholders, addresses, packages and what is not a file of ours', () => {
    const doc = [
      "Tests are `*.test.ts`, Deno's `*_test.ts`; `src/features/<name>/`, `x.test.ts`.",
      'See https://example.com/docs/missing.md and `/functions/v1/send` or `/a.js`.',
      'Packages: `@tanstack/react-router`, `supabase-js`, Node.js; the build writes `sw.js`.',
      'It writes `perf-report/perf-report.md` and `dist/index.html`; 50 enquiries/s.',
    ].join('\n');
    expect(check({ ...TRACKED, 'docs/testing.md': doc })).toEqual([]);
  });

  it('leaves decision records as they were written, naming files since removed', () => {
    const record = 'Before it, `src/lib/hydrate.tsx` ran; see [the log](../old-log.md).\n';
    expect(check({ ...TRACKED, 'docs/decisions/0041-x.md': record })).toEqual([]);
    // The index of the records is not one: it says what is in force now.
    expect(check({ ...TRACKED, 'docs/decisions/README.md': record })).toEqual([
      'docs/decisions/README.md:1: src/lib/hydrate.tsx',
      'docs/decisions/README.md:1: ../old-log.md',
    ]);
  });

  it('finds no missing file named in this repository', () => {
    expect(deadFileReferencesHere()).toEqual([]);
  });
});
