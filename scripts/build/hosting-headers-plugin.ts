import type { Plugin } from 'vite';
import {
  formatHeadersFile,
  headerRules,
  HEADERS_FILE,
  siteOrigins,
  sonnerInlineStyles,
} from './security-headers.ts';
import { siteStylesheet } from './site-stylesheet.ts';
import { firstScriptText } from './first-script-text.ts';
import { prerenderRulesText, speculationRulesText } from '../../src/app/speculation-rules.ts';

/** Writes `dist/_headers` from this build's `VITE_*` environment and its inline texts. */
export function hostingHeaders(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'hosting-headers',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    generateBundle: {
      // After Vite's own hooks, which finish the stylesheet's text (so its hash is of the file
      // the pages inline, not of a draft).
      order: 'post',
      handler(_options, bundle) {
        const inline = {
          styles: [...sonnerInlineStyles(), siteStylesheet(bundle).css],
          scripts: [firstScriptText(), speculationRulesText(), prerenderRulesText()],
        };
        const source = formatHeadersFile(headerRules(siteOrigins(env), inline));
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source });
      },
    },
  };
}
