/**
 * `npm run bench:offline-ready`: how soon a first visit leaves the site usable offline, on a phone's
 * slow connection. Each visit is a fresh context (empty storage, service workers allowed) at a
 * phone's size with 4x CPU slowdown, opening `/` or `/fixed-income` once, on
 *
 * - slow-4G: 1.6 Mbps down, 750 kbps up, 150 ms round trip;
 * - 3G: 400 kbps down and up, 400 ms round trip.
 *
 * The connection is a throttling proxy every request of the browser crosses, the service worker's
 * precache install included (throttling-proxy.ts says why not DevTools' network throttling). It
 * reports, from the page's load event:
 *
 * 1. Every page opens offline: when the worker has activated, its precache (where the worker finds
 *    every page's prerendered HTML) having been stored in full. The moment every page's HTML was
 *    in the caches is shown beside it; the figure is the later of the two, as a page offline is
 *    answered only by an active worker (tests/pwa.spec.ts waits for the same).
 * 2. Every form can be sent offline: the later of the moment every file of the forms' code was in
 *    the caches (form-code.ts: the forms' chunks and what they import, and the chunks on the way
 *    to them from the page's script, read from the build's module graph) and the worker's
 *    activation, from which it answers the page's requests for that code.
 * 3. The precache's own transfer: the files and bytes the install fetched through the proxy (not
 *    those the browser's HTTP cache already had from the page), and the target, that transfer at
 *    the connection's download bandwidth plus 1 s, which 1 and 2 are held to.
 *
 * A second part measures how long a part of a page takes from being wanted to its code running, on
 * the same connections, with every file at the first try and with each of the code's files failing
 * once (part-arrival-trial.ts): the news on `/` and the enquiry form on `/fixed-income`.
 *
 * Each page and connection once by default, `--runs N` for the median of N. Builds first, as
 * `npm run perf` does (the news feed at the tests' fixture server), unless `--skip-build`.
 * Exits 0 whatever the figures (a benchmark, not a test), 2 when a visit could not be measured.
 * On 3G one visit takes a minute or more; run it on an otherwise idle machine.
 *
 *   npm run bench:offline-ready -- [--runs 1] [--page / --page /fixed-income]
 *     [--network slow-4G --network 3G] [--measure offline-ready|part-arrival] [--skip-build]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { markdownTable } from 'markdown-table';
import { NOT_FOUND_FILE, pageFile, SITE_PATHS, sitePathOf } from '../src/app/site-paths';
import { readPrecacheManifest } from '../scripts/build/precache-manifest';
import { launchBrowser } from '../scripts/testing/browser';
import type { ChildServer } from './child-server';
import { formatKilobytes } from '../tests/support/first-visit-js';
import { buildOrReuse, startBenchServers } from './bench-build';
import { CPU_SLOWDOWN } from './bench-page';
import { readFormCode } from './form-code';
import { benchCommandLine } from './command-line';
import getPort from 'get-port';
import {
  formatSeconds,
  medianFigures,
  TARGET_ALLOWANCE_MS,
  trialFigures,
  verdict,
  type TrialFigures,
} from './offline-ready-figures';
import { POLL_MS, runOfflineReadyTrial } from './offline-ready-trial';
import {
  MEASURED_PARTS,
  partArrivalReport,
  runPartArrivalTrial,
  type PartArrivals,
} from './part-arrival-trial';
import { NETWORK_PROFILES, type NetworkProfile } from './throttling-proxy';
import { installLists, PRECACHE_FETCHES_AT_ONCE } from '../src/features/pwa/precache-install';
import { isHeavyMedia } from '../src/lib/heavy-media';

const DEFAULT_PAGES = ['/', '/fixed-income'];
const MEASURES = ['offline-ready', 'part-arrival'] as const;

const USAGE = `Usage: npm run bench:offline-ready -- [options]
  --runs <n>         visits of each page on each connection; the figures are medians (default 1)
  --page <path>      only this page (repeatable; default ${DEFAULT_PAGES.join(' and ')})
  --network <name>   only this connection (repeatable): ${NETWORK_PROFILES.map((profile) => profile.name).join(', ')}
  --measure <what>   only offline-ready or part-arrival (default both)
  --skip-build       measure the existing dist/ (an end-to-end build: npm run e2e, perf or this)`;

const commandLine = benchCommandLine('bench:offline-ready', USAGE);
// Declared with its type, so that TypeScript knows nothing runs after it.
const fail: (message: string) => never = commandLine.fail;

function parseOptions() {
  const values = commandLine.read({
    options: {
      runs: { type: 'string', default: '1' },
      page: { type: 'string', multiple: true },
      network: { type: 'string', multiple: true },
      measure: { type: 'string', multiple: true },
      'skip-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number from 1`);
  const pages = (values.page ?? DEFAULT_PAGES).map(
    (path) => sitePathOf(path) ?? fail(`not a page of the site: ${path}`),
  );
  const profiles = (values.network ?? NETWORK_PROFILES.map((profile) => profile.name)).map(
    (name) =>
      NETWORK_PROFILES.find((profile) => profile.name.toLowerCase() === name.toLowerCase()) ??
      fail(`no connection "${name}"`),
  );
  const measures = values.measure ?? [...MEASURES];
  for (const measure of measures) {
    if (!(MEASURES as readonly string[]).includes(measure))
      fail(`nothing to measure as "${measure}"`);
  }
  return { runs, pages, profiles, measures, skipBuild: values['skip-build'] };
}

const options = parseOptions();
const distDir = resolve('dist');

/** The site paths of a page's starter: the scripts its after-paint template puts in the page. */
function starterOf(html: string): string[] {
  const template = /<template data-after-paint>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  return [...template.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

/** The files the checks are made of, from the build; fails when the precache cannot hold them. */
async function readSiteFiles() {
  const manifest = await readPrecacheManifest(distDir);
  if (!manifest) fail(`${distDir}/sw.js is missing: the build made no service worker`);
  const precached = new Set(manifest.files.map((file) => `/${file.url}`));
  const pageFiles = [...SITE_PATHS.map(pageFile), NOT_FOUND_FILE].map((file) => `/${file}`);
  const formFiles = new Map<string, string[]>();
  for (const path of options.pages) {
    formFiles.set(path, await readFormCode(distDir, pageFile(path)));
  }
  const starterFiles = new Map<string, string[]>();
  for (const path of options.pages) {
    const html = await readFile(join(distDir, pageFile(path)), 'utf8');
    const files = starterOf(html);
    if (files.length === 0) fail(`${pageFile(path)} names no starter in its template`);
    // The worker activates once these are stored: what it takes for one must hold for them.
    const late = files.filter((file) => !installLists([file]).first.includes(file));
    if (late.length > 0) fail(`the install would store the starter's ${late.join(', ')} late`);
    starterFiles.set(path, files);
  }
  const missing = [
    ...pageFiles,
    ...[...formFiles.values()].flat(),
    ...[...starterFiles.values()].flat(),
  ].filter((file) => !precached.has(file));
  if (missing.length > 0) {
    fail(`the precache lacks ${[...new Set(missing)].join(', ')}: it can never be ready offline`);
  }
  const installFiles = [...precached].filter((file) => !isHeavyMedia(file));
  return { precached, pageFiles, formFiles, starterFiles, installFiles };
}

interface Measured {
  path: string;
  profile: NetworkProfile;
  trials: TrialFigures[];
}

function describeProfile(profile: NetworkProfile): string {
  const kbps = (bytesPerSecond: number) => `${(bytesPerSecond * 8) / 1000} kbps`;
  return (
    `${profile.name}: ${kbps(profile.downloadBytesPerSecond)} down, ` +
    `${kbps(profile.uploadBytesPerSecond)} up, ${profile.rttMs} ms round trip`
  );
}

function report(measured: readonly Measured[], browserVersion: string): string {
  const readiness: string[][] = [];
  const transfer: string[][] = [];
  for (const { path, profile, trials } of measured) {
    if (trials.length === 0) {
      readiness.push([path, profile.name, ...Array<string>(11).fill('-')]);
      transfer.push([path, profile.name, ...Array<string>(6).fill('-')]);
      continue;
    }
    const figures = medianFigures(trials);
    readiness.push([
      path,
      profile.name,
      formatSeconds(figures.installingMs),
      formatSeconds(figures.pagesCachedMs),
      formatSeconds(figures.starterCachedMs),
      formatSeconds(figures.activatedMs),
      formatSeconds(figures.pagesOfflineMs),
      formatSeconds(figures.formsOfflineMs),
      formatSeconds(figures.targetMs),
      verdict(figures.pagesOfflineMs, figures.targetMs),
      verdict(figures.formsOfflineMs, figures.targetMs),
      formatSeconds(figures.formCodeCachedMs),
      formatSeconds(figures.everythingCachedMs),
    ]);
    transfer.push([
      path,
      profile.name,
      String(Math.round(figures.precache.files)),
      formatKilobytes(figures.precache.bytes),
      formatSeconds(figures.transferAtBandwidthMs),
      formatSeconds(figures.precache.durationMs),
      formatSeconds(figures.modelledTransferMs),
      formatKilobytes(figures.precache.otherBytes),
    ]);
  }
  const runs = [...new Set(measured.map((entry) => entry.trials.length))].sort((a, b) => a - b);
  const visits = runs.length === 1 ? `${runs[0]}` : `${runs[0]}-${runs.at(-1)}`;
  return [
    '## Offline-ready after a first visit',
    '',
    markdownTable(
      [
        [
          'Page',
          'Network',
          'Worker installing',
          'Every page cached',
          'Starter cached',
          'Worker active',
          'Every page opens offline',
          'Every form sendable offline',
          'Target',
          'Pages',
          'Forms',
          'Form code cached',
          'Everything cached',
        ],
        ...readiness,
      ],
      { align: ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'r', 'r'] },
    ),
    '',
    '## The precache install over the connection',
    '',
    markdownTable(
      [
        [
          'Page',
          'Network',
          'Files fetched',
          'On the wire',
          'At the bandwidth',
          'Took',
          'Bandwidth + round trips',
          'Other bytes meanwhile',
        ],
        ...transfer,
      ],
      { align: ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'] },
    ),
    '',
    `Times are from the page's load event, the median of ${visits} visit(s). "Cached": the ` +
      `first look at the caches (every ${POLL_MS} ms, through the DevTools protocol) that found ` +
      `every page's HTML, the page's starter (its two scripts), every file of the forms' code, ` +
      `or every file the install fetches, in them. "Every page opens offline": every page's ` +
      `HTML cached and the worker active, from which it answers requests. "Every form sendable ` +
      `offline": that, and the starter cached, which keeps an enquiry sent before its form's ` +
      `code in the outbox, to be sent once (tests/first-visit-offline.spec.ts); the form's own ` +
      `code (its checks as the visitor types) comes at "Form code cached". Target: the bytes of ` +
      `the whole precache install at the download bandwidth + ${TARGET_ALLOWANCE_MS / 1000} s.`,
    `Precache: the worker's fetches of precached files that crossed the proxy (files the HTTP ` +
      `cache already had from the page did not), heads and bodies as sent. "Took": its first ` +
      `request to its last byte; the install fetches ${PRECACHE_FETCHES_AT_ONCE} files at a time, ` +
      `so it should be close to the bandwidth figure plus one round trip per file in each lane. "Other bytes": everything else ` +
      `that crossed the link down while it ran (answers overlapping it, in full).`,
    `Setup: ${browserVersion}, a fresh context per visit (412x823, touch), ${CPU_SLOWDOWN}x CPU ` +
      `slowdown on the page; connections: ${options.profiles.map(describeProfile).join('; ')}; ` +
      `every request through a throttling proxy (benchmarks/throttling-proxy.ts).`,
  ].join('\n');
}

async function main(): Promise<number> {
  const feedPort = await buildOrReuse('bench:offline-ready', distDir, options.skipBuild, fail);
  const { precached, pageFiles, formFiles, starterFiles, installFiles } = await readSiteFiles();

  const servers: ChildServer[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-offline-ready-'));
  const port = await getPort();
  const origin = `http://localhost:${port}`;
  const browser = await launchBrowser();
  try {
    await startBenchServers(servers, { feedPort, port, origin, dataDir });
    console.log(
      `bench:offline-ready: Chromium ${browser.version()} at ${CPU_SLOWDOWN}x CPU slowdown, site at ` +
        `${origin}, ${options.runs} visit(s) of each page on each connection`,
    );

    const measured: Measured[] = options.measures.includes('offline-ready')
      ? options.profiles.flatMap((profile) =>
          options.pages.map((path) => ({ path, profile, trials: [] })),
        )
      : [];
    const arrivals: PartArrivals[] = options.measures.includes('part-arrival')
      ? options.profiles.flatMap((profile) =>
          MEASURED_PARTS.map(({ path, name }) => ({ path, name, profile, clean: [], flaky: [] })),
        )
      : [];
    let unmeasured = 0;
    // Runs interleaved, so a machine that slows down mid-way slows every page and connection alike.
    for (let run = 1; run <= options.runs; run++) {
      for (const entry of measured) {
        const label = `${entry.path} on ${entry.profile.name} ${run}/${options.runs}`;
        try {
          const record = await runOfflineReadyTrial({
            browser,
            origin,
            path: entry.path,
            profile: entry.profile,
            pageFiles,
            formFiles: formFiles.get(entry.path)!,
            starterFiles: starterFiles.get(entry.path)!,
            installFiles,
          });
          const figures = trialFigures(record, entry.profile, precached);
          if ('error' in figures) throw new Error(figures.error);
          entry.trials.push(figures);
          console.log(
            `${label}: every page offline ${formatSeconds(figures.pagesOfflineMs)}, every form ` +
              `${formatSeconds(figures.formsOfflineMs)} after load (worker installing at ` +
              `${formatSeconds(figures.installingMs)}); precache ${figures.precache.files} files, ` +
              `${formatKilobytes(figures.precache.bytes)} in ${formatSeconds(figures.precache.durationMs)} ` +
              `(target ${formatSeconds(figures.targetMs)})`,
          );
        } catch (error) {
          console.error(`${label}: could not measure: ${(error as Error).message}`);
          unmeasured += 1;
        }
      }
      for (const entry of arrivals) {
        const { part } = MEASURED_PARTS.find((measuredPart) => measuredPart.path === entry.path)!;
        for (const flaky of [false, true]) {
          const label = `${entry.name} on ${entry.profile.name}${flaky ? ', each file failing once' : ''} ${run}/${options.runs}`;
          try {
            const arrival = await runPartArrivalTrial({
              browser,
              origin,
              path: entry.path,
              part,
              profile: entry.profile,
              flaky,
            });
            (flaky ? entry.flaky : entry.clean).push(arrival);
            console.log(
              `${label}: running ${formatSeconds(arrival.arrivedMs)} after it was wanted` +
                (arrival.afterLastFailureMs === null
                  ? ''
                  : `, ${formatSeconds(arrival.afterLastFailureMs)} after the last of ${arrival.failures} failures`),
            );
          } catch (error) {
            console.error(`${label}: could not measure: ${(error as Error).message}`);
            unmeasured += 1;
          }
        }
      }
    }
    const sections = [
      ...(measured.length > 0 ? [report(measured, `Chromium ${browser.version()}`)] : []),
      ...(arrivals.length > 0 ? [partArrivalReport(arrivals)] : []),
    ];
    console.log(`\n${sections.join('\n\n')}\n`);
    if (unmeasured > 0) {
      console.error(`bench:offline-ready: ${unmeasured} visit(s) could not be measured (above).`);
      return 2;
    }
    return 0;
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
