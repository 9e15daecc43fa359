/**
 * A new release of the site, for the tests of what a visitor meets when one is published: the
 * end-to-end build (`dist/`) served from a copy, and a second build of the same sources with
 * another version copied over it. The second build is made once for every test and engine that
 * needs it (a build takes the machine's cores for some seconds), and made again only when `dist/`
 * changes.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createStaticSiteServer } from '../../scripts/local-server/static-site-server';
import { LOCAL_STACK_MODE } from '../../src/content/site-env';

/** The version the second build shows in every page's footer. */
export const SECOND_VERSION = 'e2e-second';

const run = promisify(execFile);

/** How long a test waits for another test's build of the second release. */
const OTHERS_BUILD_MS = 120_000;

/**
 * The second build's folder, built now unless it is already there or another test worker is
 * building it (a folder beside it, made by one worker only, says so).
 */
export async function secondBuild(): Promise<string> {
  const firstBuild = createHash('sha256').update(readFileSync('dist/sw.js')).digest('hex');
  const folder = join(tmpdir(), `vt-second-build-${firstBuild.slice(0, 12)}`);
  const building = `${folder}.building`;
  if (existsSync(folder)) return folder;
  try {
    mkdirSync(building);
  } catch {
    const deadline = Date.now() + OTHERS_BUILD_MS;
    while (!existsSync(folder)) {
      if (Date.now() > deadline) throw new Error(`No second build came in ${building}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return folder;
  }
  try {
    const made = `${building}/dist`;
    const args = [
      '--mode',
      LOCAL_STACK_MODE,
      '--outDir',
      made,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ];
    await run('npx', ['vite', 'build', ...args], {
      env: { ...process.env, APP_VERSION: SECOND_VERSION },
    });
    renameSync(made, folder);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return folder;
}

export interface ReleasedSite {
  /** Where a browser reaches it. */
  origin: string;
  /** Copies the second build over the first, as a host keeping old files publishes a release. */
  publishSecondBuild(): Promise<void>;
  close(): void;
}

/** Serves a copy of the end-to-end build on a port of its own, until the second is published. */
export async function serveFirstBuild(): Promise<ReleasedSite> {
  const served = mkdtempSync(join(tmpdir(), 'vt-served-'));
  cpSync('dist', served, { recursive: true });
  const server = createStaticSiteServer({ root: served });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    async publishSecondBuild() {
      cpSync(await secondBuild(), served, { recursive: true });
    },
    close() {
      server.closeAllConnections();
      server.close();
      rmSync(served, { recursive: true, force: true });
    },
  };
}
