/**
 * What `npm run size:runtime` counts: the runtime's files, in lines of code (every line that is not
 * blank and not only a comment: one that starts with `//`, `/*`, `*` or `*\/`). Which files those
 * are, docs/runtime.md says, in its tables: the list is read from there, so that the doc and the
 * count cannot name different files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Lines of code in `source`: not blank, not only a comment. */
export function linesOfCode(source: string): number {
  return source.split('\n').filter((line) => {
    const text = line.trim();
    return text !== '' && !/^(\/\/|\/\*|\*)/.test(text);
  }).length;
}

/** The doc whose tables name the runtime's files. */
export const RUNTIME_DOC = 'docs/runtime.md';

/** The service worker's own timing is its file's: a runtime of its own, not counted. */
const NOT_COUNTED = new Set(['src/sw.ts']);

/** A code span that names a source file, by its path or by its name alone. */
const SOURCE_FILE = /^[\w./-]+\.tsx?$/;

/** The runtime's files as `doc` names them, and the names it gives that are no one file. */
export interface RuntimeFiles {
  /** Each file once, in the order the doc first names it, but the worker's. */
  files: string[];
  /** A name no file of `sources` answers, or more than one does (then its path is wanted). */
  unknown: string[];
}

/**
 * The source files the doc's tables name in code spans (`src/first-script.ts`, `after-paint.ts`),
 * each resolved against `sources`: a path must be one of them, a name alone must be the name of
 * exactly one.
 */
export function runtimeFilesNamed(doc: string, sources: readonly string[]): RuntimeFiles {
  const files = new Set<string>();
  const unknown: string[] = [];
  const rows = doc.split('\n').filter((line) => line.startsWith('|'));
  for (const [, name] of rows.join('\n').matchAll(/`([^`\n]+)`/g)) {
    if (!SOURCE_FILE.test(name!)) continue;
    const matching = name!.includes('/')
      ? sources.filter((file) => file === name)
      : sources.filter((file) => basename(file) === name);
    if (matching.length === 1) files.add(matching[0]!);
    else unknown.push(name!);
  }
  return { files: [...files].filter((file) => !NOT_COUNTED.has(file)), unknown };
}

/** The page's source files (src/, but the tests and their helpers), as paths from the root. */
export function pageSources(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((path) => join('src', path))
    .filter((path) => SOURCE_FILE.test(path) && !path.includes('.test.'))
    .filter((path) => !path.startsWith(join('src', 'test')));
}

/** The runtime's files, as docs/runtime.md names them here. */
export function runtimeFilesHere(): RuntimeFiles {
  return runtimeFilesNamed(readFileSync(RUNTIME_DOC, 'utf8'), pageSources());
}
