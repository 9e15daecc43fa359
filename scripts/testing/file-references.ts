import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { isDecisionRecord } from './decision-records';

/** Where a path written from the repository's root starts. */
const ROOTS = new Set(['src', 'scripts', 'docs', 'tests', 'supabase', 'public']);
/** A name alone is taken for one of ours only with these endings (not `sw.js`, `index.html`). */
const BARE_NAME = /^[\w.-]+\.(?:ts|tsx|md|css|sql|sh)$/;
/** A word that may be a path; it cannot start just after a slash (`/functions/v1`, `/a.js`). */
const TOKEN = /(?<![\w@./-])(?:\.\.?\/)*[\w@.<>*{}$…[\]-]+(?:\/[\w@.<>*{}$…[\]-]*)*/g;
/** Globs and placeholders (`src/features/<name>/`, `*_test.ts`, `{ts,tsx}`) name no one file. */
const PLACEHOLDER = /[<>*{}$…[\]@]|\.\.\.|(?:^|\/)x\.|^_/;
const URL = /\b[a-z][\w+.-]*:\/\/\S+/gi;

/** Every comment of a source file, everything else blanked, so that lines keep their numbers. */
const COMMENTS: [RegExp, RegExp][] = [
  [
    /\.(?:[cm]?[jt]sx?|css)$/,
    /(\/\*[\s\S]*?\*\/|\/\/[^\n]*)|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|[^\n]/g,
  ],
  [/\.sql$/, /(--[^\n]*|\/\*[\s\S]*?\*\/)|'[^']*'|[^\n]/g],
  [/\.(?:sh|ya?ml)$/, /((?:^|(?<=\s))#[^\n]*)|'[^'\n]*'|"(?:\\.|[^"\\\n])*"|[^\n]/gm],
  [/\.html$/, /(<!--[\s\S]*?-->)|[^\n]/g],
];

/**
 * What a reader reads of a file as prose: a Markdown file whole, a source file's comments with
 * everything else blanked (lines keep their numbers); nothing for a file of another kind.
 */
export function readable(file: string, read: (file: string) => string): string | undefined {
  if (file.endsWith('.md')) return read(file);
  const found = COMMENTS.find(([name]) => name.test(file));
  const blank = (part: string) => part.replace(/[^\n]/g, ' ');
  return (
    found && read(file).replace(found[1], (match, comment?: string) => comment ?? blank(match))
  );
}

/**
 * Every name of a repository file that no tracked file answers to, as `file:line: name`, in the
 * Markdown files and in the comments of the source files: paths from the root (`src/…`), paths
 * relative to the file (`./file-references.test.ts`, a Markdown link), paths that end one
 * (`runtime/part.tsx`), and bare names (`download.ts`), which any tracked file of that name answers.
 */
export function deadFileReferences(tracked: string[], read: (file: string) => string): string[] {
  const names = new Set(tracked.map((file) => posix.basename(file)));
  const known = new Set(tracked);
  const dirNames = new Set<string>();
  for (const file of tracked) {
    for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) {
      known.add(dir);
      dirNames.add(posix.basename(dir));
    }
  }
  const ends = (path: string) => [...known].some((one) => one === path || one.endsWith(`/${path}`));
  const exists = (file: string, token: string, link = false): boolean | undefined => {
    const path = token.replace(/[.:,]+$/, '').replace(/\/$/, '');
    if (!path || PLACEHOLDER.test(path)) return undefined;
    const here = () => known.has(posix.join(posix.dirname(file), path));
    if (link) return here();
    const first = path.split('/')[0] ?? '';
    if (ROOTS.has(first) && path.includes('/')) return known.has(path);
    // Elsewhere only what ends in a file's name: not `./screenshots` (an output), `enquiries/s`.
    if (!BARE_NAME.test(posix.basename(path))) return undefined;
    if (/^\.\.?\//.test(path)) return here();
    if (!path.includes('/')) return names.has(path);
    return dirNames.has(first) ? ends(path) : undefined;
  };
  const dead: string[] = [];
  // Decision records are never rewritten (docs/decisions/README.md): each names the files of its
  // day, some since removed, and stays as it was written. Only what says how things are now is
  // held to the files that are there.
  for (const file of tracked.filter((name) => !isDecisionRecord(name))) {
    const text = readable(file, read);
    text?.split('\n').forEach((line, index) => {
      const words = line.replace(URL, ' ');
      const report = (token: string, link = false) => {
        if (exists(file, token, link) === false) dead.push(`${file}:${index + 1}: ${token}`);
      };
      for (const { 0: token, index: at = 0 } of words.matchAll(TOKEN)) {
        // A Markdown link's target is read from the file's own folder, below.
        if (words.slice(at - 2, at) !== '](') report(token);
      }
      for (const { 1: link = '' } of words.matchAll(/\]\(([^)\s#:]+)[)#]/g)) {
        if (!link.startsWith('/')) report(link, true);
      }
    });
  }
  return dead;
}

/** The repository's tracked files, by their paths from its root. */
export function trackedFiles(root = process.cwd()): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

/** The check on this repository: its tracked files, as they are on disk. */
export function deadFileReferencesHere(root = process.cwd()): string[] {
  return deadFileReferences(trackedFiles(root), (file) =>
    readFileSync(posix.join(root, file), 'utf8'),
  );
}
