/**
 * The page's first script (src/early-page.ts), compiled from TypeScript into the text every
 * prerendered page carries inline in its head. The Content-Security-Policy allows exactly this
 * text by its hash (security-headers.ts), so the build, the headers and the tests all read it from
 * here. Compiled once, when first asked for, by esbuild's own command (its JavaScript API
 * refuses to run inside the unit tests' browser-like environment).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const entry = resolve(here, '../../src/early-page.ts');
const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild');

function compileEarlyPageScript(): string {
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
      `--sourcefile=early-page-entry.ts`,
    ],
    {
      input: `import { startEarlyPage } from ${JSON.stringify(entry)};\nstartEarlyPage();`,
      encoding: 'utf8',
    },
  ).trim();
}

let compiled: string | undefined;

/** The script's text, compiled on first use: most importers of the headers never need it. */
export function earlyPageScript(): string {
  compiled ??= compileEarlyPageScript();
  return compiled;
}
