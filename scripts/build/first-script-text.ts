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

/** Compiles the script afresh (npm run dev, on every page it renders). */
export function compileFirstScript(): string {
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
      `--sourcefile=first-script-entry.ts`,
    ],
    {
      input: `import { runFirstScript } from ${JSON.stringify(entry)};\nrunFirstScript();`,
      encoding: 'utf8',
    },
  ).trim();
}

let compiled: string | undefined;

/** The script's text, compiled on first use: most importers of the headers never need it. */
export function firstScriptText(): string {
  compiled ??= compileFirstScript();
  return compiled;
}
