import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { linesOfCode, runtimeFilesHere, runtimeFilesNamed } from './lines-of-code';

it('counts the lines of code, not blank lines or lines that are only a comment', () => {
  const source = [
    '/**',
    ' * What it does.',
    ' */',
    'export function run(): void {',
    '',
    '  // Why.',
    '  go(); // and a comment after code',
    '  /* inline */',
    '}',
  ].join('\n');
  expect(linesOfCode(source)).toBe(3);
});

describe("the runtime's files, read from its doc's tables", () => {
  const sources = ['src/first-script.ts', 'src/runtime/wanted.ts', 'src/sw.ts', 'src/a/toast.ts'];

  it('takes the files its tables name, by path or by name alone, each once, but the worker', () => {
    const doc = [
      '# The runtime',
      'Prose naming `src/elsewhere.ts` is no row.',
      '| Mechanism | Where | What |',
      '| --- | --- | --- |',
      '| The first script | `src/first-script.ts`, `readystatechange` | `wanted.ts` marks `data-wanted` |',
      "| The worker's | `src/sw.ts` | Called from `src/first-script.ts` |",
      '| The toaster | `toast.ts` | |',
    ].join('\n');
    expect(runtimeFilesNamed(doc, sources)).toEqual({
      files: ['src/first-script.ts', 'src/runtime/wanted.ts', 'src/a/toast.ts'],
      unknown: [],
    });
  });

  it('refuses a name no file answers, or more than one does', () => {
    const doc = '| `src/gone.ts` | `retry.ts` | `toast.ts` |';
    expect(runtimeFilesNamed(doc, [...sources, 'src/b/toast.ts']).unknown).toEqual([
      'src/gone.ts',
      'retry.ts',
      'toast.ts',
    ]);
  });

  const { files, unknown } = runtimeFilesHere();

  it('finds every file docs/runtime.md names', () => {
    expect(
      unknown,
      'docs/runtime.md names these in its tables, but no one file of src/ answers each: npm run size:runtime would not count them',
    ).toEqual([]);
  });

  it('names every file of the runtime, its three layers, and the modules the first script starts', () => {
    const runtime = readdirSync('src/runtime')
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => `src/runtime/${name}`);
    const layers = ['src/first-script.ts', 'src/starter.ts', 'src/start-app.tsx'];
    // The elements' owners it starts (the runtime's files are above), not lib's helpers.
    const started = [
      ...readFileSync('src/first-script.ts', 'utf8').matchAll(
        /from '\.\/((?:features|components)\/[\w/-]+)'/g,
      ),
    ].map(([, module]) => [`src/${module}.tsx`].find(existsSync) ?? `src/${module}.ts`);
    expect(started.length).toBeGreaterThan(0);
    expect(
      [...layers, ...runtime, ...started].filter((file) => !files.includes(file)),
      'Each of these decides when the code runs, but docs/runtime.md names it in no row: add its mechanism to the table, which is what npm run size:runtime counts',
    ).toEqual([]);
  });
});
