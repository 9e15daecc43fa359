/**
 * The build a benchmark measures, as `npm run perf` and `npm run bench:interaction` make it: the
 * production build (`npm run build`, through scripts/testing/build-e2e.ts) with the news feed
 * pointed at the tests' fixture server on `feedPort`, since the real feed cannot be reached from
 * here. With `--skip-build`, `builtFeedPort` finds which port an existing dist/ was built for.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { startChildServer, type ChildServer } from './child-server';

/** Runs the build; resolves whether it succeeded. Not spawnSync: Ctrl-C stays handled meanwhile. */
export async function buildForBenchmark(feedPort: number): Promise<boolean> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/build-e2e.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FEED_FIXTURE_PORT: String(feedPort) },
  });
  const status = await new Promise<number | null>((done) => child.once('exit', done));
  return status === 0;
}

/** The port the end-to-end build's news feed points at, read from its scripts; null for none. */
export function builtFeedPort(distDir: string): number | null {
  const assets = join(distDir, 'assets');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const match = /http:\/\/localhost:(\d+)\/feed\/feed-ok/.exec(
      readFileSync(join(assets, file), 'utf8'),
    );
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * The build `name` measures and the port its news feed points at: the one in `distDir` with
 * `--skip-build` (null for a build that reads the real feed, which is then said), else a build
 * made now against a fixture on a free port. `fail` ends the run with a message.
 */
export async function buildOrReuse(
  name: string,
  distDir: string,
  skipBuild: boolean,
  fail: (message: string) => never,
): Promise<number | null> {
  if (skipBuild) {
    if (!existsSync(join(distDir, 'index.html'))) fail(`no build in ${distDir}; drop --skip-build`);
    const feedPort = builtFeedPort(distDir);
    if (feedPort === null) {
      console.warn(
        `${name}: dist/ reads the real news feed, unreachable here: the news will fail to load.`,
      );
    }
    return feedPort;
  }
  const feedPort = await getPort();
  console.log(`${name}: building, the news feed at the fixture server (port ${feedPort})...`);
  if (!(await buildForBenchmark(feedPort))) fail('the build failed');
  return feedPort;
}

/**
 * Starts what a benchmark's browser talks to, adding each to `servers` as it starts (so the caller
 * stops whichever did if a later one fails): the feed fixture on `feedPort` (none for a build that
 * points at no fixture), then the site as `npm start` serves it, at `origin` on `port`.
 */
export async function startBenchServers(
  servers: ChildServer[],
  {
    feedPort,
    port,
    origin,
    dataDir,
    siteDir,
  }: {
    feedPort: number | null;
    port: number;
    origin: string;
    dataDir: string;
    /** The built site to serve, if not dist/. */
    siteDir?: string;
  },
): Promise<void> {
  if (feedPort !== null) {
    servers.push(
      await startChildServer({
        name: 'feed fixture server',
        script: 'tests/support/feed-fixture-server.ts',
        env: { FEED_FIXTURE_PORT: String(feedPort) },
        readyUrl: `http://localhost:${feedPort}/health`,
      }),
    );
  }
  servers.push(
    await startChildServer({
      name: 'site',
      script: 'scripts/local-server/serve.ts',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '10000',
        ...(siteDir ? { SITE_DIR: siteDir } : {}),
      },
      readyUrl: origin,
    }),
  );
}
