/**
 * The local stand-ins for Supabase: PGlite (PostgreSQL compiled to WebAssembly) as the database,
 * with the project's migrations applied, and an adapter that serves the Edge Function's Web
 * handler from Node's http server.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from '../../supabase/functions/_shared/enquiry-store.ts';

export const DEFAULT_DATA_DIR = '.data/pglite';
const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../supabase/migrations');

export interface LocalDatabase {
  sql: SqlClient;
  /** Names of the migrations this call applied (empty when the database was up to date). */
  applied: string[];
  close(): Promise<void>;
}

/** PGlite holds its files exclusively: a second process opening them would corrupt them. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, '.lock');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (processIsAlive(owner)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${owner} (a running "npm start"?). ` +
          'Stop it, or ask it through its port.',
      );
    }
    writeFileSync(lockFile, String(process.pid)); // a stale lock from a process that died
  }
  return () => rmSync(lockFile, { force: true });
}

function processIsAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Applies, in name order, every migration not applied yet; each in its own transaction. */
async function migrate(db: PGlite): Promise<string[]> {
  // The table Supabase's CLI keeps, so the local history reads like the hosted one.
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );`);
  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  );
  const applied: string[] = [];
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
    applied.push(file);
  }
  return applied;
}

/**
 * Opens (creating if needed) the database persisted in `dataDir`, or an in-memory one when
 * `dataDir` is undefined (tests), and brings it up to date with supabase/migrations.
 */
export async function openLocalDatabase(dataDir?: string): Promise<LocalDatabase> {
  const unlock = dataDir ? lockDataDir(resolve(dataDir)) : () => {};
  try {
    const db = await PGlite.create(dataDir ? resolve(dataDir) : undefined);
    const applied = await migrate(db);
    return {
      sql: { query: <T>(text: string, params?: unknown[]) => db.query<T>(text, params) },
      applied,
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export type WebHandler = (request: Request) => Promise<Response>;

/**
 * Serves a Web handler from Node's http server. The body is streamed to the handler and never
 * read past `maxBodyBytes` + 1 bytes, enough for the handler to see it is too large (413); the rest
 * is left unread and the connection closed after the answer.
 */
export async function serveWebHandler(
  request: IncomingMessage,
  response: ServerResponse,
  handler: WebHandler,
  maxBodyBytes: number,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  const method = request.method ?? 'GET';
  let cutOff = false;
  let received = 0;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stop = () => {
    request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    request.pause();
  };
  const onData = (chunk: Buffer) => {
    const room = maxBodyBytes + 1 - received;
    received += chunk.byteLength;
    controller?.enqueue(new Uint8Array(chunk.subarray(0, room)));
    if (received > maxBodyBytes) {
      cutOff = true;
      stop();
      controller?.close();
    }
  };
  const onEnd = () => {
    stop();
    controller?.close();
  };
  const onError = (error: Error) => {
    stop();
    controller?.error(error);
  };
  // The client went away mid-upload: fail the read instead of leaving the handler waiting.
  const onClose = () => {
    if (!request.complete) onError(new Error('The client closed the connection'));
  };
  const body =
    method === 'GET' || method === 'HEAD'
      ? null
      : new ReadableStream<Uint8Array>({
          start(streamController) {
            controller = streamController;
            request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
          },
          // The handler stopped reading (too large): so do we.
          cancel: stop,
        });
  const webRequest = new Request(new URL(request.url ?? '/', 'http://localhost'), {
    method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  const answer = await handler(webRequest);
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  // Unread upload left on the socket: close it rather than read on to reach the next request.
  if (cutOff || !request.readableEnded) response.setHeader('Connection', 'close');
  response.end(Buffer.from(await answer.arrayBuffer()));
}
