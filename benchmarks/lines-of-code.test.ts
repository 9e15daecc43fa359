import { existsSync } from 'node:fs';
import { linesOfCode, RUNTIME_GROUPS } from './lines-of-code';

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

it('counts files that exist, each once', () => {
  const files = RUNTIME_GROUPS.flatMap((group) => group.files);
  expect(files.filter((file) => !existsSync(file))).toEqual([]);
  expect(new Set(files).size).toBe(files.length);
});
