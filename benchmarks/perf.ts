/**
 * `npm run perf`: builds the site, serves it through the local server (scripts/local-server/serve.ts), and runs
 * Lighthouse (mobile defaults) on every page and on its floor, the same page with its scripts
 * blocked, interleaved, three times each. Reports the medians, the page-to-floor ratios of the
 * paints and what the code adds to blocking time and to the main thread after load, against
 * the targets (benchmarks/perf-report.ts), the JavaScript a first visit to `/` downloads and the
 * precache total. Writes the report to perf-report/perf-report.md (each run's Lighthouse JSON
 * beside it). Exits 1 when a target is missed in comparable runs, 3 when a page had none.
 *
 * The build points the news feed at the tests' fixture server, which this starts too: the real
 * feed service is unreachable here and in CI, and a failed fetch logs a console error that costs
 * Best Practices points. Everything else is the production build.
 *
 *   npm run perf -- [--runs 3] [--route / --route /fixed-income] [--skip-build] [--port 4319]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import {
  INDEXED_PATHS,
  pageFile,
  SITE_PATHS,
  sitePathOf,
  type SitePath,
} from '../src/app/site-paths';
import { CHROMIUM_ARGS, findBrowser } from '../scripts/testing/browser';
import type { ChildServer } from './child-server';
import { startBenchServers } from './bench-build';
import { benchCommandLine } from './command-line';
import { feedFixturePort } from '../scripts/testing/e2e-settings';
import {
  FIRST_VISIT_CONTEXT,
  measureFirstVisitJs,
  type FirstVisitJs,
} from '../tests/support/first-visit-js';
import type { LighthouseFigures } from './lighthouse-figures';
import {
  killRunningChromes,
  runLighthouse,
  SCRIPT_URL_PATTERNS,
  type LighthouseResult,
  type Variant,
} from './lighthouse-run';
import {
  ABSOLUTE_INDEX,
  checkTargets,
  COMPARABLE_INDEX,
  renderReport,
  summariseRoute,
  type RouteSummary,
  type RunPair,
  type Throttling,
} from './perf-report';
import { readPrecacheManifest } from '../scripts/build/precache-manifest';

const USAGE = `Usage: npm run perf -- [options]
  --runs <n>      Lighthouse runs of each page and of its floor (default 3)
  --route <path>  only this page (repeatable; default every page in src/app/site-paths.ts)
  --skip-build    measure the existing dist/ (built by "npm run perf" or "npm run e2e")
  --port <n>      port of the local server (default $PERF_PORT or 4319)
  --throttling <simulate|devtools>
                  Lighthouse's throttling (default simulate, its own default): devtools slows
                  the real load down instead, so the paints are what the browser did
  --out <dir>     where the report goes (default perf-report/)`;

const THROTTLING_METHODS: readonly Throttling[] = ['simulate', 'devtools'];

const commandLine = benchCommandLine('perf', USAGE);
// Declared with its type, so that TypeScript knows nothing runs after it.
const fail: (message: string) => never = commandLine.fail;

function parseOptions() {
  const parsed = commandLine.read({
    options: {
      runs: { type: 'string', default: '3' },
      route: { type: 'string', multiple: true },
      'skip-build': { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.PERF_PORT ?? '4319' },
      out: { type: 'string', default: 'perf-report' },
      throttling: { type: 'string', default: 'simulate' },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(parsed.runs);
  if (!Number.isInteger(runs) || runs < 1)
    fail(`--runs must be a whole number from 1, not "${parsed.runs}"`);
  const port = Number(parsed.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`--port must be 1-65535, not "${parsed.port}"`);
  const routes: string[] = parsed.route ?? [...SITE_PATHS];
  const unknown = routes.filter((route) => sitePathOf(route) !== route);
  if (unknown.length > 0) {
    fail(`not a page of the site: ${unknown.join(', ')}. Pages: ${SITE_PATHS.join(' ')}`);
  }
  const throttling = THROTTLING_METHODS.find((method) => method === parsed.throttling);
  if (!throttling) fail(`--throttling must be simulate or devtools, not "${parsed.throttling}"`);
  return {
    runs,
    port,
    routes,
    throttling,
    skipBuild: parsed['skip-build'],
    outDir: resolve(parsed.out),
  };
}

const options = parseOptions();
/** The pages the sitemap leaves out are noindex on purpose (src/app/site-paths.ts). */
const NOINDEX_PATHS = new Set<string>(
  SITE_PATHS.filter((path) => !(INDEXED_PATHS as readonly string[]).includes(path)),
);
const distDir = resolve('dist');
const feedPort = feedFixturePort();
const baseUrl = `http://localhost:${options.port}`;

// Everything started here, so that an error or Ctrl-C closes all of it.
const servers: ChildServer[] = [];
let build: ChildProcess | undefined;
let playwrightBrowser: Browser | undefined;
let dataDir: string | undefined;

async function cleanUp(): Promise<void> {
  build?.kill('SIGTERM');
  killRunningChromes();
  await playwrightBrowser?.close().catch(() => {});
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130); // a second Ctrl-C does not wait
    interrupted = true;
    console.error(`\nperf: ${signal}, closing the servers and browsers it started...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

function chromiumPath(): string {
  const browser = findBrowser();
  if (!browser) fail('no Chromium found: run "npx tsx scripts/testing/ensure-browser.ts" first');
  return browser.executablePath ?? chromium.executablePath();
}

async function main(): Promise<number> {
  const chromePath = chromiumPath();
  if (!options.skipBuild) {
    console.log(`perf: building, with the news feed at the fixture server (port ${feedPort})...`);
    // Not spawnSync: the event loop stays free, so Ctrl-C or SIGTERM is handled during the build.
    build = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/build-e2e.ts'], {
      stdio: 'inherit',
      env: { ...process.env, FEED_FIXTURE_PORT: String(feedPort) },
    });
    const status = await new Promise<number | null>((done) => build?.once('exit', done));
    build = undefined;
    if (status !== 0) fail('the build failed');
  }
  if (!existsSync(join(distDir, 'index.html'))) fail(`no build in ${distDir}; drop --skip-build`);

  dataDir = await mkdtemp(join(tmpdir(), 'valletta-thames-perf-'));
  await startBenchServers(servers, {
    feedPort,
    port: options.port,
    origin: `${baseUrl}/`,
    dataDir,
  });
  console.log(`perf: serving ${distDir} at ${baseUrl}`);

  const firstVisit = await measureFirstVisit(chromePath);
  const precache = await readPrecacheManifest(distDir);

  const lighthouseDir = join(options.outDir, 'lighthouse');
  await rm(lighthouseDir, { recursive: true, force: true });
  await mkdir(lighthouseDir, { recursive: true });
  const summaries: RouteSummary[] = [];
  let sample: LighthouseResult | undefined;
  for (const route of options.routes) {
    const pairs: RunPair[] = [];
    const slug = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    // Interleaved, page then floor, so a machine that slows down mid-way slows both alike.
    for (let run = 1; run <= options.runs; run += 1) {
      const measured = {} as Record<Variant, LighthouseFigures>;
      for (const variant of ['page', 'floor'] as const) {
        const { figures, lhr } = await runLighthouse(`${baseUrl}${route}`, chromePath, {
          variant,
          noindex: NOINDEX_PATHS.has(route),
          throttling: options.throttling,
        });
        sample ??= lhr;
        measured[variant] = figures;
        await writeFile(join(lighthouseDir, `${slug}-${variant}-${run}.json`), JSON.stringify(lhr));
        console.log(
          `perf: ${route} ${variant} ${run}/${options.runs}: performance ${figures.scores.performance}, ` +
            `FCP ${Math.round(figures.fcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, ` +
            `index ${Math.round(figures.benchmarkIndex)}`,
        );
      }
      pairs.push(measured);
    }
    summaries.push({ ...summariseRoute(route, pairs), htmlGzipBytes: await htmlGzipBytes(route) });
  }

  const findings = checkTargets(summaries, firstVisit, options.throttling);
  const benchmark = summaries.map((summary) => summary.benchmarkIndex);
  const setup = [
    `${new Date().toISOString()}; Lighthouse ${sample?.lighthouseVersion}, default (mobile) settings: ` +
      `Moto G Power screen, slow 4G and 4x CPU slowdown, ` +
      (options.throttling === 'simulate'
        ? 'simulated (the default).'
        : 'applied by DevTools while the page loads (--throttling devtools).'),
    `Each page and its floor (the same page with every script file blocked: ${SCRIPT_URL_PATTERNS.join(' ')}) ` +
      `run ${options.runs} time(s), interleaved; each figure is the median of its comparable runs ` +
      `(benchmark index ≥ ${COMPARABLE_INDEX}); absolute timings are quoted only at ≥ ${ABSOLUTE_INDEX}.`,
    `Browser: ${sample?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} ` +
      `(${chromePath}), headless, a fresh profile per run. Lowest benchmark index per page: ` +
      `${Math.round(Math.min(...benchmark))}-${Math.round(Math.max(...benchmark))}.`,
    "Main thread after load: the main-frame thread's task time from the load event to the end of " +
      "Lighthouse's trace, observed (not simulated), so only what the page adds to its floor's means anything.",
    "Main-thread work: Lighthouse's main-thread breakdown over the whole load (its 4x slowdown applied); " +
      'main-thread CPU: the CPU time that thread ran in the same trace, observed.',
    `Served by scripts/local-server/serve.ts at ${baseUrl}, built with the news feed pointed at the fixture server ` +
      `(tests/support/feed-fixture-server.ts, port ${feedPort}), since the real feed cannot be reached from here.`,
  ];
  const report = renderReport({
    routes: summaries,
    firstVisit,
    precache,
    findings,
    throttling: options.throttling,
    setup,
  });
  await mkdir(options.outDir, { recursive: true });
  const reportFile = join(options.outDir, 'perf-report.md');
  await writeFile(reportFile, report);

  console.log(`\n${report}`);
  console.log(
    `Report: ${relative(process.cwd(), reportFile)}; Lighthouse JSON: ${relative(process.cwd(), lighthouseDir)}/`,
  );
  if (findings.missed.length > 0) {
    console.error(`\nperf: ${findings.missed.length} target(s) missed:`);
    for (const text of findings.missed) console.error(`  - ${text}`);
    return 1;
  }
  if (findings.notComparable.length > 0) {
    console.error('\nperf: some pages had no comparable run; measure again on an idle machine.');
    return 3;
  }
  console.log('perf: every target met.');
  return 0;
}

/** The page's HTML file as a visitor downloads it: gzip at level 6, as the local server sends it. */
async function htmlGzipBytes(route: string): Promise<number> {
  const html = await readFile(join(distDir, pageFile(route as SitePath)));
  return gzipSync(html, { level: 6 }).length;
}

async function measureFirstVisit(chromePath: string): Promise<FirstVisitJs> {
  playwrightBrowser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const context = await playwrightBrowser.newContext(FIRST_VISIT_CONTEXT);
    return await measureFirstVisitJs(await context.newPage(), { baseUrl, distDir });
  } finally {
    await playwrightBrowser.close();
    playwrightBrowser = undefined;
  }
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`perf: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
