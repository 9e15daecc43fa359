// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prerenderRulesText, speculationRulesText } from '../src/app/speculation-rules';
import { bareCopyOfBuild, VIEW_TRANSITION_RULES } from './bare-pages';
import { HEADING_TIMING } from './navigation-trial';

const POLICY = "  Content-Security-Policy: default-src 'self'\n";
const CACHING = '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n';

let build: string;
const copies: string[] = [];

beforeEach(() => {
  build = mkdtempSync(join(tmpdir(), 'bare-pages-test-'));
  mkdirSync(join(build, 'fixed-income'));
  writeFileSync(join(build, 'index.html'), '<h1>The whole home page</h1>');
  writeFileSync(join(build, 'fixed-income/index.html'), '<h1>The whole page</h1>');
  writeFileSync(join(build, '_headers'), `/*\n${POLICY}  X-Frame-Options: DENY\n\n${CACHING}`);
});

afterEach(() => {
  for (const dir of [build, ...copies.splice(0)]) rmSync(dir, { recursive: true, force: true });
});

const read = (copy: string, path: string) => readFileSync(join(copy, path), 'utf8');

describe('bareCopyOfBuild', () => {
  it('gives the home page and /fixed-income a timed heading, a link to the other and the site’s rules', () => {
    const copy = bareCopyOfBuild(build, { transition: true });
    copies.push(copy);
    const home = read(copy, 'index.html');
    const next = read(copy, 'fixed-income/index.html');
    for (const [page, heading, link] of [
      [home, 'Home', '/fixed-income'],
      [next, 'Fixed income', '/'],
    ] as const) {
      expect(page).toContain(`<h1 elementtiming="${HEADING_TIMING}">${heading}</h1>`);
      expect(page).toContain(`<a href="${link}">`);
      expect(page).toContain(`<script type="speculationrules">${speculationRulesText()}</script>`);
      for (const rule of VIEW_TRANSITION_RULES) expect(page).toContain(rule);
    }
    expect(read(build, 'index.html')).toBe('<h1>The whole home page</h1>');
  });

  it('prerenders the same pages where the pointer hovers, as the site does, and only prefetches elsewhere', () => {
    const copy = bareCopyOfBuild(build, { transition: true });
    copies.push(copy);
    const page = read(copy, 'index.html');
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
    const rules = /<script type="speculationrules">[\s\S]*?<\/script>/.exec(page)![0];
    // The page's head as parsed, then its script, on a device whose pointer hovers or not.
    const rulesWhere = (hovers: boolean) => {
      document.head.innerHTML = rules;
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(hover: hover)' && hovers,
      }));
      new Function(script)();
      return [...document.querySelectorAll('script[type="speculationrules"]')].map(
        (each) => each.textContent,
      );
    };
    expect(rulesWhere(true)).toEqual([speculationRulesText(), prerenderRulesText()]);
    expect(rulesWhere(false)).toEqual([speculationRulesText()]);
  });

  it('leaves the view transition out of the copy without one', () => {
    const copy = bareCopyOfBuild(build, { transition: false });
    copies.push(copy);
    for (const rule of VIEW_TRANSITION_RULES) expect(read(copy, 'index.html')).not.toContain(rule);
  });

  it('drops the policy, which does not allow the bare pages’ script, and keeps the other headers', () => {
    const copy = bareCopyOfBuild(build, { transition: true });
    copies.push(copy);
    const headers = read(copy, '_headers');
    expect(headers).not.toContain('Content-Security-Policy');
    expect(headers).toContain('X-Frame-Options: DENY');
    expect(headers).toContain(CACHING);
  });
});
