/**
 * For `npm run bench:navigation -- --bare`: the least a press can take on this machine, whatever
 * the page. A copy of the build whose home page and /fixed-income each hold only a heading and a
 * link, with the site's speculation rules (and its prerender rules where the pointer hovers, as
 * the site's first script adds them) and, in one copy, its view transition. What such pages take
 * is the browser's own work, which no page goes below.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prerenderRulesText, speculationRulesText } from '../src/app/speculation-rules';
import { PALETTE } from '../src/lib/palette';
import { HEADING_TIMING } from './navigation-trial';

/** The site's view transition (base.css) as the build writes it. */
export const VIEW_TRANSITION_RULES = [
  '@view-transition{navigation:auto}',
  '.site-header{view-transition-name:site-header}',
];

function barePage(heading: string, link: { href: string; text: string }, transition: boolean) {
  const addPrerenderRules = `if (matchMedia('(hover: hover)').matches) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = ${JSON.stringify(prerenderRulesText())};
    document.head.append(rules);
  }`;
  const css = [
    'body{margin:0;font-family:sans-serif}',
    `.site-header{height:4rem;background:${PALETTE['navy-900']}}`,
    ...(transition ? VIEW_TRANSITION_RULES : []),
  ].join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title>
<style>${css}</style>
<script type="speculationrules">${speculationRulesText()}</script>
<script>${addPrerenderRules}</script></head>
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
  writeFileSync(join(copy, 'index.html'), barePage('Home', next, transition));
  writeFileSync(join(copy, 'fixed-income/index.html'), barePage('Fixed income', home, transition));
  const headers = readFileSync(join(copy, '_headers'), 'utf8');
  writeFileSync(join(copy, '_headers'), headers.replace(/^\s*Content-Security-Policy:.*\n/m, ''));
  return copy;
}
