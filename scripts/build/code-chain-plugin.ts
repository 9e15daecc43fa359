import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's build imports its preload helper from, in every chunk with a dynamic import. */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
/** Our helper, which downloads an import's whole chain of files, and again until it comes. */
const DOWNLOAD_MODULE = fileURLToPath(new URL('../../src/runtime/download.ts', import.meta.url));
/** Words only Vite's own helper carries: its event for a failed preload. */
const VITE_HELPER_MARK = 'vite:preloadError';

/**
 * Every dynamic `import()` of the app's code downloads its whole chain at once, and again until
 * it comes (decision 0040): `downloadChain` (src/runtime/download.ts) is put in place of Vite's
 * preload helper, which Vite calls with the import and the files the imported module needs, as
 * `build.modulePreload.resolveDependencies` lists them. No documented option of Vite's can carry
 * that (decision 0052), so this relies on the helper's module and call, which are Vite's
 * internals: a build that still carries Vite's helper fails here, and code-chain-plugin.test.ts
 * builds and runs a chain to prove the call is still what `downloadChain` expects.
 */
export function codeChains(): Plugin {
  let base = '/';
  return {
    name: 'code-chains',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      build: {
        modulePreload: {
          // Each chain leads with the imported file itself: Vite leaves it out when it imports
          // nothing else. Stylesheets are the entry's alone (below).
          resolveDependencies: (file, deps, { hostType }) =>
            hostType === 'js' ? [...new Set([file, ...deps])] : deps,
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== VITE_PRELOAD_HELPER) return null;
      // Vite calls it with the import and the files it needs, named relative to the site's base.
      return [
        `import { downloadChain } from ${JSON.stringify(DOWNLOAD_MODULE)};`,
        `export const __vitePreload = (load, chain = []) =>`,
        `  downloadChain(load, chain.map((file) => ${JSON.stringify(base)} + file));`,
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const lazy = chunks.some((chunk) => chunk.dynamicImports.length > 0);
      if (!lazy || this.environment.config.consumer !== 'client') return;
      const problem = (text: string) => {
        const message = `${text} (scripts/build/code-chain-plugin.ts)`;
        // Said here as well: the plugins that close the failed build throw errors of their own.
        console.error(message);
        this.error(message);
      };
      const vites = chunks.find((chunk) => chunk.code.includes(VITE_HELPER_MARK));
      if (vites || !chunks.some((chunk) => chunk.moduleIds.includes(DOWNLOAD_MODULE))) {
        problem(
          `${vites?.fileName ?? 'The build'} uses Vite's own preload helper: Vite no longer ` +
            `loads it from ${JSON.stringify(VITE_PRELOAD_HELPER)}, so downloads are not retried`,
        );
      }
      // Ours fetches code only: a stylesheet that came with a lazily loaded chunk would be missed.
      const styled = chunks.find(
        (chunk) => !chunk.isEntry && (chunk.viteMetadata?.importedCss.size ?? 0) > 0,
      );
      if (styled) {
        problem(`${styled.fileName} brings a stylesheet: import styles from the entry only`);
      }
    },
  };
}
