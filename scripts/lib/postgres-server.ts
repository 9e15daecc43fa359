/**
 * A throwaway PostgreSQL server for tests: Debian's `postgresql` binaries, a new cluster in a
 * temporary directory, reachable only through a unix socket in that directory, deleted on stop.
 * It is the real server Supabase runs (PGlite is PostgreSQL too, but single-user: it cannot show
 * what one role may do that another may not).
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRoot } from './debian-packages';

/** Where Debian installs each major version's server programs. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';
/** The system user Debian's package creates; PostgreSQL refuses to run as root. */
const POSTGRES_SYSTEM_USER = 'postgres';

export const POSTGRES_MISSING_MESSAGE = [
  'PostgreSQL is not installed, and the row level security tests need a real server.',
  'Install it with: sudo apt-get install postgresql   (Debian/Ubuntu; .ci/run does this in CI)',
  'or set POSTGRES_BIN_DIR to a directory holding initdb and pg_ctl.',
].join('\n');

/** The directory holding initdb and pg_ctl: $POSTGRES_BIN_DIR, else Debian's newest version. */
export function findPostgresBinDir(): string | null {
  const hasTools = (dir: string) =>
    existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv) return hasTools(fromEnv) ? fromEnv : null;
  if (!existsSync(DEBIAN_POSTGRES_ROOT)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = join(DEBIAN_POSTGRES_ROOT, version, 'bin');
    if (hasTools(dir)) return dir;
  }
  return null;
}

export interface PostgresServer {
  /** The socket directory: pg's `host` for a unix-socket connection. */
  host: string;
  port: number;
  /** The bootstrap superuser (like Supabase's `supabase_admin`). */
  superuser: string;
  /** Stops the server and deletes the cluster; safe to call twice. */
  stop(): void;
}

export interface StartPostgresOptions {
  /** Name of the bootstrap superuser; default `supabase_admin`, as on Supabase. */
  superuser?: string;
}

/** Runs a server program, as the postgres system user when we are root. */
function runTool(binary: string, args: string[]): SpawnSyncReturns<string> {
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', POSTGRES_SYSTEM_USER, '--', binary, ...args]]
    : [binary, args];
  return spawnSync(command, commandArgs, { encoding: 'utf8', timeout: 120_000 });
}

function check(result: SpawnSyncReturns<string>, what: string): void {
  if (result.status === 0) return;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  throw new Error(
    `${what} failed (${result.error?.message ?? `exit ${result.status}`}):\n${output}`,
  );
}

/**
 * Creates and starts a cluster. `listen_addresses=''`: no TCP at all, so nothing else on the
 * machine can reach it and no port can clash; the port only names the socket file.
 */
export function startPostgres(options: StartPostgresOptions = {}): PostgresServer {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error(POSTGRES_MISSING_MESSAGE);
  const superuser = options.superuser ?? 'supabase_admin';
  const base = mkdtempSync(join(tmpdir(), 'pg-test-'));
  if (isRoot()) {
    const ids = spawnSync('id', ['-u', POSTGRES_SYSTEM_USER], { encoding: 'utf8' });
    const groups = spawnSync('id', ['-g', POSTGRES_SYSTEM_USER], { encoding: 'utf8' });
    if (ids.status !== 0) {
      rmSync(base, { recursive: true, force: true });
      throw new Error(
        `Running as root, PostgreSQL needs the "${POSTGRES_SYSTEM_USER}" system user (Debian's postgresql package creates it).`,
      );
    }
    chownSync(base, Number(ids.stdout.trim()), Number(groups.stdout.trim()));
  }
  const dataDir = join(base, 'data');
  const port = 5432;
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      runTool(join(binDir, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    check(
      runTool(join(binDir, 'initdb'), [
        '-D',
        dataDir,
        '-U',
        superuser,
        '--auth=trust', // reachable only through the socket in our private directory
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ]),
      'initdb',
    );
    const serverOptions = [
      `-c listen_addresses=''`,
      `-c unix_socket_directories=${base}`,
      `-c port=${port}`,
      '-c fsync=off', // a test cluster: durability is not what is being proven
      '-c max_connections=40',
    ].join(' ');
    started = true;
    const startResult = runTool(join(binDir, 'pg_ctl'), [
      'start',
      '-D',
      dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      join(base, 'server.log'),
      '-o',
      serverOptions,
    ]);
    if (startResult.status !== 0) {
      // pg_ctl says only "could not start server"; the reason is in the server's log.
      const log = join(base, 'server.log');
      startResult.stderr += existsSync(log) ? `\n${readFileSync(log, 'utf8')}` : '';
    }
    check(startResult, 'pg_ctl start');
    return { host: base, port, superuser, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
