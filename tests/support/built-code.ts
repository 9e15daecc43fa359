/**
 * The files of the end-to-end build's code, named by the modules they hold: Vite's manifest, which
 * scripts/testing/build-e2e.ts asks the build for (`dist/.vite/`, which no server serves).
 */
import { readFile } from 'node:fs/promises';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Every file a module needs before it runs: its own, and those it imports statically, all the
 * way down, each as a path on the site (`/assets/…js`). Fails on a module the build does not
 * have, so a renamed file cannot shrink the list unnoticed.
 */
export async function filesToRun(modules: string[], dist = 'dist'): Promise<string[]> {
  const manifest = JSON.parse(await readFile(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no module ${key} (${dist}/.vite/manifest.json)`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}
