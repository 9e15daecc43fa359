/**
 * For `npm run bench:navigation -- --bare`: the least a press can take on this machine, whatever
 * the page. A copy of the build whose home page and /fixed-income each hold only a heading and a
 * link, with the site's speculation rules (and the site's code that adds its prerender rules
 * where the pointer hovers) and, in one copy, its view transition. What such pages take
 * is the browser's own work, which no page goes below.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileInlineScript } from '../scripts/build/first-script-text';
import { speculationRulesText } from '../src/app/speculation-rules';
import { PALETTE } from '../src/lib/palette';
import { HEADING_TIMING } from './navigation-trial';

/** The site's view transition (base.css) as the build writes it. */
export const VIEW_TRANSITION_RULES = [
  '@view-transition{navigation:auto}',
  '.site-header{view-transition-name:site-header}',
];

const PRERENDER_ON_HOVER = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/runtime/prerender-on-hover.ts',
);

function barePage(
  heading: string,
  link: { href: string; text: string },
  { transition, script }: { transition: boolean; script: string },
) {
  const css = [
    'body{margin:0;font-family:sans-serif}',
    `.site-header{height:4rem;background:${PALETTE['navy-900']}}`,
    ...(transition ? VIEW_TRANSITION_RULES : []),
  ].join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title>
<style>${css}</style>
<script type="speculationrules">${speculationRulesText()}</script>
<script>${script}</script></head>
<body><header class="site-header"></header><main>
<h1 elementtiming="${HEADING_TIMING}">${heading}</h1><p><a href="${link.href}">${link.text}</a></p>
</main></body></html>`;
}

/**
 * The copy, in a new temporary directory. Its pages carry their own inline script, which the
 * build's policy does not allow, so the copy's headers have no policy.
 */
export function bareCopyOfBuild(distDir: string, { transition }: { transition: boolean }): string {
  const copy = mkdtempSync(join(tmpdir(), 'bench-navigation-bare-'));
  cpSync(distDir, copy, { recursive: true });
  const home = { href: '/', text: 'Home' };
  const next = { href: '/fixed-income', text: 'Fixed income' };
  // The site's own code that adds its prerender rules where the pointer hovers.
  const script = compileInlineScript(PRERENDER_ON_HOVER, 'prerenderWhereThePointerHovers');
  writeFileSync(join(copy, 'index.html'), barePage('Home', next, { transition, script }));
  writeFileSync(
    join(copy, 'fixed-income/index.html'),
    barePage('Fixed income', home, { transition, script }),
  );
  const headers = readFileSync(join(copy, '_headers'), 'utf8');
  writeFileSync(join(copy, '_headers'), headers.replace(/^\s*Content-Security-Policy:.*\n/m, ''));
  return copy;
}
