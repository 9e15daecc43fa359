/**
 * `npm run bench:navigation`: how long a visitor on a phone waits for the next page. On the
 * Lighthouse mobile profile (150 ms round trip, 1.6 Mbps down, 4x CPU slowdown), from the press of
 * a link on the home page to /fixed-income's main heading shown, then from Back to the home page's
 * heading (benchmarks/navigation-trial.ts), in Debian's whole Chromium:
 * - on a first visit (a fresh profile: no worker, nothing cached) and on a repeat visit (the
 *   worker installed, the site opened again in a new tab);
 * - pressed with a tap (down, up 100 ms later); with a mouse, after resting on the link for 1 s,
 *   which Chromium's `moderate` speculation acts on (and the site prerenders for, where the
 *   pointer hovers); and once the site's code runs (the router's own);
 * - the site as built, beside the same build without its view transition, and its floor, without
 *   the speculation rules either (taken out of every page and stylesheet). Each is served from a
 *   copy whose headings are marked for Element Timing, so the page records when it painted one.
 * Prints per case the median of the runs and how the page came (prerendered, loaded, the router's
 * own, kept by the back-forward cache), and the targets beside them. With `--bare`, first visits
 * to two bare pages too (benchmarks/bare-pages.ts): the least a press takes here, for any page.
 *
 *   npm run bench:navigation -- [--runs 5] [--skip-build] [--press <press>]... [--bare]
 *
 * A full run is 90 visits, 110 with `--bare`: about 25 minutes. Run it on an idle machine.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import getPort from 'get-port';
import { markdownTable } from 'markdown-table';
import puppeteer from 'puppeteer-core';
import { cspHash } from '../scripts/build/security-headers';
import { CHROMIUM_ARGS, MOUSE_ARGS, findBrowser } from '../scripts/testing/browser';
import { bareCopyOfBuild, VIEW_TRANSITION_RULES } from './bare-pages';
import { buildOrReuse, startBenchServers } from './bench-build';
import { startChildServer, type ChildServer } from './child-server';
import { benchCommandLine } from './command-line';
import {
  runNavigationTrial,
  HEADING_TIMING,
  PRESSES,
  type Arrival,
  type NavigationTrial,
  type Press,
} from './navigation-trial';
import { median } from './statistics';
import { NETWORK_PROFILES } from './throttling-proxy';

const USAGE = `Usage: npm run bench:navigation -- [options]
  --runs <n>       visits of each case; the figures are medians (default 5)
  --skip-build     measure the existing dist/ (an end-to-end build: npm run e2e, perf or this)
  --press <press>  only this press (repeatable): ${PRESSES.join(', ')}
  --bare           also first visits to two pages holding a heading and a link, with and without
                   the view transition: what the browser itself takes for a press
  --trace <file>   instead, trace one press (the first --press) on a repeat visit of the site as
                   built into <file>, and print where each renderer's main thread spent it`;

const commandLine = benchCommandLine('bench:navigation', USAGE);
const fail: (message: string) => never = commandLine.fail;
const values = commandLine.read({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    trace: { type: 'string' },
    press: { type: 'string', multiple: true },
    bare: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs must be a whole number from 1');

const pressed = (values.press ?? [...PRESSES]) as Press[];
const unknown = pressed.filter((press) => !PRESSES.includes(press));
if (unknown.length > 0) fail(`no such press: ${unknown.join(', ')}; one of ${PRESSES.join(', ')}`);

const profile = NETWORK_PROFILES.find((candidate) => candidate.name === 'slow-4G')!;
/** A frame at 60 Hz. */
const FRAME_MS = 1000 / 60;

const SPECULATION_RULES = /<script type="speculationrules">[^<]*<\/script>/g;

/** Takes the view transition out of a stylesheet's text. */
function withoutViewTransition(css: string): string {
  return VIEW_TRANSITION_RULES.reduce((text, rule) => text.replaceAll(rule, ''), css);
}

/** Marks each page's heading for Element Timing, so the page itself says when it was painted. */
function withHeadingTimed(html: string): string {
  return html.replace(/<h1(?=[\s>])/g, `<h1 elementtiming="${HEADING_TIMING}"`);
}

/**
 * A copy of the build, each page's heading marked for Element Timing, and without the view
 * transition or, for the floor, the speculation rules either. The pages' inline stylesheet changes
 * with the transition, so the policy in _headers is given its new hash.
 */
function copyOfBuild(
  distDir: string,
  { transition, rules }: { transition: boolean; rules: boolean },
): string {
  const copy = mkdtempSync(join(tmpdir(), 'bench-navigation-site-'));
  cpSync(distDir, copy, { recursive: true });
  let headers = readFileSync(join(copy, '_headers'), 'utf8');
  let rulesTaken = 0;
  let transitionsTaken = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html')) {
        let html = withHeadingTimed(readFileSync(path, 'utf8'));
        rulesTaken += html.match(SPECULATION_RULES)?.length ?? 0;
        if (!rules) html = html.replace(SPECULATION_RULES, '');
        if (!transition) {
          html = html.replace(/<style>([\s\S]*?)<\/style>/g, (_whole, css: string) => {
            const plain = withoutViewTransition(css);
            if (plain !== css) {
              transitionsTaken += 1;
              headers = headers.replaceAll(cspHash(css), cspHash(plain));
            }
            return `<style>${plain}</style>`;
          });
        }
        writeFileSync(path, html);
      } else if (entry.name.endsWith('.css') && !transition) {
        writeFileSync(path, withoutViewTransition(readFileSync(path, 'utf8')));
      }
    }
  };
  visit(copy);
  if (rulesTaken === 0 || (!transition && transitionsTaken === 0)) {
    fail('found no speculation rules or view transition to take out: is dist/ this build?');
  }
  writeFileSync(join(copy, '_headers'), headers);
  return copy;
}

/**
 * The build, the build without its view transition, and the floor without either; with `--bare`,
 * bare pages with and without the transition, which have no code to run or worker to come back to.
 */
const SITES = [
  'as built',
  'no view transition',
  'floor',
  'bare pages',
  'bare pages, no view transition',
] as const;
type Site = (typeof SITES)[number];
const BARE: readonly Site[] = ['bare pages', 'bare pages, no view transition'];
const measured = SITES.filter((site) => values.bare || !BARE.includes(site));

interface Case {
  site: Site;
  visit: 'first' | 'repeat';
  press: Press;
  trials: NavigationTrial[];
}

const ms = (value: number) => `${Math.round(value)} ms`;

function arrivals(trials: readonly NavigationTrial[], of: 'forwardArrival' | 'backArrival') {
  const counts = new Map<Arrival, number>();
  for (const trial of trials) counts.set(trial[of], (counts.get(trial[of]) ?? 0) + 1);
  return [...counts].map(([arrival, count]) => `${arrival} ${count}`).join(', ');
}

function report(cases: readonly Case[], htmlBytes: number): string {
  const rows = cases.map(({ site, visit, press, trials }) => [
    visit,
    press,
    site,
    ms(median(trials.map((trial) => trial.forwardMs))),
    arrivals(trials, 'forwardArrival'),
    ms(median(trials.map((trial) => trial.backMs))),
    arrivals(trials, 'backArrival'),
  ]);
  /** The site as built's median, one way, for a visit and a press. */
  const medianOf = (way: 'forwardMs' | 'backMs', visit: Case['visit'], press: Press) =>
    median(
      cases
        .find((each) => each.site === 'as built' && each.visit === visit && each.press === press)!
        .trials.map((trial) => trial[way]),
    );
  const forward = (visit: Case['visit'], press: Press) => medianOf('forwardMs', visit, press);
  const back = (visit: Case['visit'], press: Press) => medianOf('backMs', visit, press);
  const oneTrip = profile.rttMs + (htmlBytes * 1000) / profile.downloadBytesPerSecond;
  const presses = PRESSES.filter((press) => cases.some((each) => each.press === press));
  const targets = [
    [
      'A repeat visit never slower than a first',
      ...presses.map(
        (press) =>
          `${press}: ${ms(forward('repeat', press))} against ${ms(forward('first', press))}`,
      ),
    ],
    ...(presses.includes('rest-then-click')
      ? [
          [
            'First visit, a click after resting: within a frame',
            `${ms(forward('first', 'rest-then-click'))} against ${ms(FRAME_MS)}`,
          ],
        ]
      : []),
    ...(presses.includes('tap')
      ? [
          [
            'First visit, a tap: within a round trip and the HTML',
            `${ms(forward('first', 'tap'))} against ${ms(oneTrip)} (${profile.rttMs} ms and ${(htmlBytes / 1024).toFixed(1)} KB)`,
          ],
        ]
      : []),
    [
      'Repeat visit: under 100 ms forward and back',
      ...presses.map(
        (press) => `${press}: ${ms(forward('repeat', press))} and ${ms(back('repeat', press))}`,
      ),
    ],
  ];
  return [
    markdownTable([['Visit', 'Press', 'Site', 'Forward', 'Came', 'Back', 'Came back'], ...rows]),
    '',
    ...targets.map(([name, ...figures]) => `- ${name}: ${figures.join('; ')}`),
  ].join('\n');
}

async function main() {
  const distDir = resolve('dist');
  const feedPort = await buildOrReuse('bench:navigation', distDir, values['skip-build'], fail);
  const chromium = findBrowser('browser');
  if (!chromium)
    fail('needs the whole Chromium browser: npx tsx scripts/testing/ensure-browser.ts');
  const copies: Partial<Record<Site, string>> = {
    'as built': copyOfBuild(distDir, { transition: true, rules: true }),
    'no view transition': copyOfBuild(distDir, { transition: false, rules: true }),
    floor: copyOfBuild(distDir, { transition: false, rules: false }),
    ...(values.bare && {
      'bare pages': bareCopyOfBuild(distDir, { transition: true }),
      'bare pages, no view transition': bareCopyOfBuild(distDir, { transition: false }),
    }),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-navigation-data-'));
  const servers: ChildServer[] = [];
  const browser = await puppeteer.launch({
    executablePath: chromium.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...MOUSE_ARGS, '--no-sandbox'],
  });
  try {
    const builtPort = await getPort();
    const builtOrigin = `http://localhost:${builtPort}`;
    const origins: Partial<Record<Site, string>> = { 'as built': builtOrigin };
    await startBenchServers(servers, {
      feedPort,
      port: builtPort,
      origin: builtOrigin,
      dataDir,
      siteDir: copies['as built'],
    });
    for (const site of measured.filter((each) => each !== 'as built')) {
      const port = await getPort();
      origins[site] = `http://localhost:${port}`;
      servers.push(
        await startChildServer({
          name: `the site, ${site}`,
          script: 'scripts/local-server/serve.ts',
          env: {
            PORT: String(port),
            SITE_DIR: copies[site]!,
            DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-navigation-data-')),
            RATE_LIMIT_MAX: '10000',
          },
          readyUrl: origins[site]!,
        }),
      );
    }
    if (values.trace) {
      const trial = await runNavigationTrial(browser, {
        origin: builtOrigin,
        profile,
        repeat: true,
        press: pressed[0]!,
        trace: values.trace,
      });
      console.log(
        `Repeat visit, ${pressed[0]}: forward ${ms(trial.forwardMs)} (${trial.forwardArrival}); trace in ${values.trace}`,
      );
      for (const thread of trial.mainThreads ?? []) {
        console.log(`\n${thread.process}: main thread busy ${ms(thread.busyMs)}`);
        for (const { name, ms: spent } of thread.top) console.log(`  ${ms(spent)}  ${name}`);
      }
      return;
    }
    const cases: Case[] = [];
    for (const visit of ['first', 'repeat'] as const) {
      for (const press of pressed) {
        for (const site of measured) {
          const bare = BARE.includes(site);
          if (bare && (visit === 'repeat' || press === 'tap-once-the-code-runs')) continue;
          cases.push({ site, visit, press, trials: [] });
        }
      }
    }
    // Round by round, so a machine that slows down meanwhile slows every case alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const each of cases) {
        const trial = await runNavigationTrial(browser, {
          origin: origins[each.site]!,
          profile,
          repeat: each.visit === 'repeat',
          press: each.press,
        });
        each.trials.push(trial);
        console.log(
          `run ${run}/${runs}, ${each.visit} visit, ${each.press}, ${each.site}: forward ${ms(trial.forwardMs)} (${trial.forwardArrival}), back ${ms(trial.backMs)} (${trial.backArrival})`,
        );
      }
    }
    const htmlBytes = gzipSync(readFileSync(join(distDir, 'fixed-income/index.html'))).length;
    console.log(`\nChromium ${await browser.version()}, ${runs} run(s) each, medians:\n`);
    console.log(report(cases, htmlBytes));
  } finally {
    await browser.close();
    for (const server of servers.reverse()) await server.stop();
    for (const copy of Object.values(copies)) rmSync(copy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
