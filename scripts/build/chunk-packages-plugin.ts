/**
 * Writes `dist/.vite/chunk-packages.json`: the npm packages in each chunk, for the size-budget test
 * and `npm run perf`. JSON is not precached, so it costs visitors nothing.
 */
import type { Plugin } from 'vite';

/** Where the file lands, relative to the build's output directory. */
export const CHUNK_PACKAGES_FILE = '.vite/chunk-packages.json';

/**
 * Chunk file name (e.g. `assets/index-abc123.js`) -> package name -> bytes of that package's code
 * in the chunk (after tree-shaking, before minifying). Packages whose code was shaken out entirely
 * are left out: a chunk that only re-exports a constant does not "contain" its whole package.
 */
export type ChunkPackages = Record<string, Record<string, number>>;

/** After the last `node_modules/`: a name, or a scope and a name. */
const PACKAGE_PATH = /.*\/node_modules\/((?:@[^/]+\/)?[^/@][^/]*)/;

/** The package a module id belongs to, or null. */
export function packageOfModule(moduleId: string): string | null {
  return PACKAGE_PATH.exec(moduleId.replaceAll('\\', '/'))?.[1] ?? null;
}

export function chunkPackages(): Plugin {
  return {
    name: 'chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: ChunkPackages = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const sizes: Record<string, number> = {};
        for (const [moduleId, module] of Object.entries(output.modules)) {
          const name = packageOfModule(moduleId);
          if (name && module.renderedLength > 0) {
            sizes[name] = (sizes[name] ?? 0) + module.renderedLength;
          }
        }
        packages[output.fileName] = Object.fromEntries(
          Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_PACKAGES_FILE,
        source: `${JSON.stringify(packages, null, 2)}\n`,
      });
    },
  };
}
