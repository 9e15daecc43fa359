/**
 * The local stand-ins for Supabase (decision 0017): PGlite with the migrations applied, the work
 * after an answer, and the end-to-end tests' database fault switch (docs/testing.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from '#shared/enquiry-store';
import { lockDataDir } from './data-dir-lock';

export const DEFAULT_DATA_DIR = '.data/pglite';
const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../supabase/migrations');

export interface LocalDatabase {
  sql: SqlClient;
  /** Records in the directory's lock the port a server on this database listens on. */
  recordPort(port: number): void;
  close(): Promise<void>;
}

/** Applies, in name order, every migration not applied yet; each in its own transaction. */
async function migrate(db: PGlite): Promise<void> {
  // The table Supabase's CLI keeps, so the local history reads like the hosted one.
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );`);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((row) => row.version));
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(text);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, rest.join('_')],
      );
    });
  }
}

/**
 * Opens (creating if needed) the database persisted in `dataDir`, or an in-memory one when
 * `dataDir` is undefined (tests), and brings it up to date with supabase/migrations.
 */
export async function openLocalDatabase(dataDir?: string): Promise<LocalDatabase> {
  const lock = dataDir ? lockDataDir(resolve(dataDir)) : null;
  try {
    const db = await PGlite.create(dataDir ? resolve(dataDir) : undefined);
    await migrate(db);
    return {
      sql: { query: <T>(text: string, params?: unknown[]) => db.query<T>(text, params) },
      recordPort: (port) => lock?.recordPort(port),
      async close() {
        await db.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The stand-in for Supabase's `EdgeRuntime.waitUntil` (the email after an answer). Tracked, so
 * closing the server, and the tests, wait for it rather than guess how long it takes.
 */
export function createBackgroundWork(log: (...args: unknown[]) => void) {
  const running = new Set<Promise<unknown>>();
  return {
    run(work: Promise<unknown>) {
      const tracked = work.catch((error: unknown) => log('Background work failed:', error));
      running.add(tracked);
      void tracked.finally(() => running.delete(tracked));
    },
    /** Resolves once nothing is running, including work started meanwhile. */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

/**
 * Says who the visitor is, as Supabase's proxies do (docs/development.md): this server is the only
 * proxy, so it drops what the client sent in the headers client-address.ts reads and names the
 * connection's address as X-Forwarded-For's only, thus last, entry. No address: no header.
 */
export function forwardClientAddress(headers: Headers, remoteAddress: string | undefined): void {
  for (const name of ['cf-connecting-ip', 'x-forwarded-for']) headers.delete(name);
  if (remoteAddress) headers.set('x-forwarded-for', remoteAddress);
}

/** What the fault switch can make the function's database do. */
export type DatabaseFault = 'down' | 'slow';
/** The cookie naming a fault's scope: only requests carrying it meet the fault. */
export const FAULT_SCOPE_COOKIE = 'local-fault-scope';
/** How long a 'slow' database takes: longer than the function waits (5 s). */
const SLOW_DATABASE_MS = 8000;

/**
 * Makes the function's database refuse ('down') or hang ('slow') for the requests whose cookie
 * names the fault's scope: a cookie, because the browser sends it with the page's and the service
 * worker's requests alike.
 */
export function createFaultSwitch() {
  const faults = new Map<string, DatabaseFault>();
  const current = new AsyncLocalStorage<DatabaseFault | undefined>();
  return {
    /** The database as the function sees it, meeting the current request's fault. */
    wrap(sql: SqlClient): SqlClient {
      return {
        query<T>(text: string, params?: unknown[]) {
          const fault = current.getStore();
          if (fault === 'down') {
            const refused = new Error('connect ECONNREFUSED (local fault switch)');
            return Promise.reject(Object.assign(refused, { code: 'ECONNREFUSED' }));
          }
          if (fault === 'slow') {
            return sleep(SLOW_DATABASE_MS).then(() => sql.query<T>(text, params));
          }
          return sql.query<T>(text, params);
        },
      };
    },
    /** Runs the request's work with its scope's fault, if any. */
    run<T>(scope: string | undefined, work: () => Promise<T>): Promise<T> {
      return current.run(scope === undefined ? undefined : faults.get(scope), work);
    },
    /** Takes `{"scope": "...", "database": "down" | "slow" | "up"}`; false if it is not that. */
    set(body: unknown): boolean {
      const { scope, database } = (body ?? {}) as { scope?: unknown; database?: unknown };
      if (typeof scope !== 'string' || !scope || !['down', 'slow', 'up'].includes(String(database)))
        return false;
      if (database === 'up') faults.delete(scope);
      else faults.set(scope, database as DatabaseFault);
      return true;
    },
  };
}
