/**
 * The page's first script (src/first-script.ts) as the text every page carries inline and the
 * policy allows by hash. Compiled by esbuild's command: its JavaScript API refuses to run in jsdom.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const entry = resolve(here, '../../src/first-script.ts');
const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild');

/**
 * Compiles `module`'s export `run` into a script to carry inline that calls it: one function,
 * with what it imports, for every browser the site supports as it is.
 */
export function compileInlineScript(module: string, run: string): string {
  // The package's command: its native binary, or a script that runs it.
  return execFileSync(
    esbuild,
    [
      '--bundle',
      '--format=iife',
      '--minify',
      // Every browser the site supports runs it as it is; no helper is added.
      '--target=es2022',
      '--legal-comments=none',
      '--log-level=warning',
      '--loader=ts',
      `--sourcefile=${run}-entry.ts`,
    ],
    {
      input: `import { ${run} } from ${JSON.stringify(module)};\n${run}();`,
      encoding: 'utf8',
    },
  ).trim();
}

/** Compiles the script afresh (npm run dev, on every page it renders). */
export function compileFirstScript(): string {
  return compileInlineScript(entry, 'runFirstScript');
}

let compiled: string | undefined;

/** The script's text, compiled on first use: most importers of the headers never need it. */
export function firstScriptText(): string {
  compiled ??= compileFirstScript();
  return compiled;
}
