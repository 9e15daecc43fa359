/**
 * The JavaScript a first visit to `/` downloads before it is interactive, measured in a real
 * browser rather than guessed from the module graph: load the page in a fresh context with a
 * phone's viewport, do not scroll, wait until the network is idle, the main thread has had an
 * idle moment and the title has been typed, and record every script the page fetched from the
 * site. Each script is sized as its built file gzipped with zlib's default level (6), the level
 * the local server's gzip and Vite's build report use. Shared by `npm run perf` and
 * tests/size-budgets.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions, Page, Request } from '@playwright/test';
import { CHUNK_PACKAGES_FILE, type ChunkPackages } from '../../scripts/build/chunk-packages-plugin';
import { START_ANIMATIONS_WAIT_MS, endOfStartAnimations } from '../../src/runtime/start-animations';

/**
 * What `npm test` holds the first visit to: the figure measured once the app's code started only
 * when a part needs it (decision 0028; the figure before, with the framework, is in 0004) rounded
 * up to the next kilobyte, so it cannot creep up unnoticed. Raise it only with the measurement
 * that justifies it.
 */
export const FIRST_VISIT_JS_CEILING_BYTES = 12 * 1024;

/** The framework: a visitor who only reads `/` must not download it (decision 0028). */
export const FRAMEWORK_PACKAGE = 'react-dom';

/** Packages a first visit must not download while the enquiry form is out of view. */
export const FORM_ONLY_PACKAGES = ['@supabase/*', 'react-hook-form', 'valibot'] as const;

/**
 * The browser a first visit is measured in: Lighthouse's mobile screen (a Moto G Power), so both
 * measurements see the same first view, and the service worker blocked: what it does once
 * installed comes at a moment set by how fast the precache downloads, so counting it would make
 * the figure depend on the machine. The page's own code, registration included, runs the same
 * either way.
 */
export const FIRST_VISIT_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} satisfies BrowserContextOptions;

export interface FirstVisitScript {
  /** Path on the site, e.g. `/assets/index-abc123.js`. */
  path: string;
  gzipBytes: number;
  /** npm packages bundled into this file -> bytes of their code, unminified (chunk-packages.json). */
  packages: Record<string, number>;
}

export interface FirstVisitJs {
  scripts: FirstVisitScript[];
  totalGzipBytes: number;
  /** The FORM_ONLY_PACKAGES found in those scripts, e.g. `@supabase/supabase-js in /assets/x.js`. */
  formOnlyPackages: string[];
}

export function isFormOnlyPackage(name: string): boolean {
  return FORM_ONLY_PACKAGES.some((pattern) =>
    pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );
}

/**
 * Stays on the page until what moves at its start has stopped (on `/`, until the title has been
 * typed in full), as a reader does, then until no request but the hero video's has been made for
 * 500 ms. The service worker's registration waits for those animations (decision 0032), and its
 * files are part of what a reader downloads. The page's own test of the animations decides when.
 */
export async function readUntilStartAnimationsEnd(page: Page): Promise<void> {
  let lastRequest = performance.now();
  // Not the hero video: a playing media element may go on asking for ranges of it.
  const seen = (request: Request) => {
    if (request.resourceType() !== 'media') lastRequest = performance.now();
  };
  page.on('request', seen);
  page.on('requestfinished', seen);
  try {
    await Promise.race([
      page.evaluate(endOfStartAnimations),
      page.waitForTimeout(START_ANIMATIONS_WAIT_MS),
    ]);
    while (performance.now() - lastRequest < 500) await page.waitForTimeout(100);
  } finally {
    page.off('request', seen);
    page.off('requestfinished', seen);
  }
}

/**
 * Loads `/` in `page` (a fresh context: nothing cached, nothing stored) and measures its scripts.
 * `distDir` is the build the server at `baseUrl` serves.
 */
export async function measureFirstVisitJs(
  page: Page,
  { baseUrl, distDir }: { baseUrl: string; distDir: string },
): Promise<FirstVisitJs> {
  const origin = new URL(baseUrl).origin;
  const paths = new Set<string>();
  // Page requests only: the service worker's precache downloads are reported on the context.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && request.resourceType() === 'script') paths.add(url.pathname);
  });

  await page.goto(new URL('/', baseUrl).href, { waitUntil: 'networkidle' });
  // Code loaded later still counts: wait for the main thread's first idle moment after the
  // network went quiet, then read on until the start animations end and the network is quiet
  // again. (A second networkidle wait would return at once: Playwright reports that state once.)
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
  await readUntilStartAnimationsEnd(page);

  const scripts = await sizeScripts(paths, distDir);
  const formOnlyPackages = scripts.flatMap((script) =>
    Object.entries(script.packages)
      .filter(([name]) => isFormOnlyPackage(name))
      .map(([name, bytes]) => `${name} (${bytes} B unminified) in ${script.path}`),
  );
  return {
    scripts,
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    formOnlyPackages,
  };
}

/**
 * The scripts a page fetched (paths on the site; each counted once, sorted), each sized as its
 * built file in `distDir` gzipped at zlib's default level, with the packages it bundles.
 */
export async function sizeScripts(
  paths: Iterable<string>,
  distDir: string,
): Promise<FirstVisitScript[]> {
  const chunkPackages = await readChunkPackages(distDir);
  return Promise.all(
    [...new Set(paths)].sort().map(async (path): Promise<FirstVisitScript> => {
      const file = join(distDir, decodeURIComponent(path));
      const body = await readFile(file).catch(() => {
        throw new Error(`The page loaded ${path}, which is not in ${distDir}: a stale build?`);
      });
      return {
        path,
        gzipBytes: gzipSync(body).length,
        packages: chunkPackages[path.replace(/^\//, '')] ?? {},
      };
    }),
  );
}

async function readChunkPackages(distDir: string): Promise<ChunkPackages> {
  const file = join(distDir, CHUNK_PACKAGES_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: build with vite.config.ts's chunk-packages plugin.`);
  });
  return JSON.parse(text) as ChunkPackages;
}

function describePackages(packages: Record<string, number>): string {
  const entries = Object.entries(packages);
  if (entries.length === 0) return '';
  return `  (${entries.map(([name, bytes]) => `${name} ${formatKilobytes(bytes)}`).join(', ')}; unminified)`;
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** One line per script, largest first, then the total: for the test output and the perf report. */
export function describeFirstVisitJs(js: FirstVisitJs): string[] {
  const largestFirst = [...js.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return [
    ...largestFirst.map(
      (script) =>
        `${formatKilobytes(script.gzipBytes).padStart(9)}  ${script.path}` +
        describePackages(script.packages),
    ),
    `${formatKilobytes(js.totalGzipBytes).padStart(9)}  total gzip, ${js.scripts.length} files ` +
      `(ceiling ${formatKilobytes(FIRST_VISIT_JS_CEILING_BYTES)})`,
  ];
}
