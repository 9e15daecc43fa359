import type { Plugin } from 'vite';
import { formatHeadersFile, headerRules, HEADERS_FILE, siteOrigins } from './security-headers';

/**
 * Writes `dist/_headers`: the security and caching headers for this build, with the Supabase
 * project, feed service, news image hosts and media host this build was configured with (its
 * `VITE_*` environment, from .env files and the process, as Vite reads it).
 */
export function hostingHeaders(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'hosting-headers',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      const source = formatHeadersFile(headerRules(siteOrigins(env)));
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source });
    },
  };
}
