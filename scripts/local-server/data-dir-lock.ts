/**
 * The lock on a PGlite directory, which a second process opening it would corrupt. It names the
 * holder and, once a server listens, its port (`{"pid": 123, "port": 4173}`), for `npm run enquiries`.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

export const LOCK_FILE = '.lock';

const DataDirLockSchema = v.pipe(
  v.string(),
  v.parseJson(),
  v.strictObject({
    pid: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31 - 1)),
    /** null until the server listens, and for a process that serves nothing (notify:retry). */
    port: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535))),
  }),
);
export type DataDirLock = v.InferOutput<typeof DataDirLockSchema>;

/** The lock's content, or an error saying what is wrong with it and what to do. */
export function parseDataDirLock(text: string, lockFile: string): DataDirLock {
  // Written by versions before the port was recorded: the pid alone.
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), port: null };
  const result = v.safeParse(DataDirLockSchema, text);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw new Error(
    `The lock ${lockFile} is not a valid lock (${problems.join('; ')}). ` +
      `If no server or script is using the database, delete ${lockFile} and try again.`,
  );
}

/** The lock on `dataDir`, or null when nothing holds it; an error when it cannot be read or is bad. */
export function readDataDirLock(dataDir: string): DataDirLock | null {
  const lockFile = join(dataDir, LOCK_FILE);
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return null;
    throw new Error(`Cannot read the lock ${lockFile} (${code ?? message}).`);
  }
  return parseDataDirLock(text, lockFile);
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the database, in words: "the server on port 4173 (process 123)" or "process 123". */
export function describeHolder(lock: DataDirLock): string {
  return lock.port === null
    ? `process ${lock.pid}`
    : `the server on port ${lock.port} (process ${lock.pid})`;
}

/**
 * Writes the lock under a temporary name first, so no reader sees it half written. `exclusive`
 * fails with EEXIST if a lock is there (a hard link takes only a free name).
 */
function writeLock(lockFile: string, lock: DataDirLock, exclusive: boolean): void {
  const draft = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(lock)}\n`);
  try {
    if (exclusive) linkSync(draft, lockFile);
    else renameSync(draft, lockFile);
  } finally {
    rmSync(draft, { force: true });
  }
}

export interface HeldDataDirLock {
  /** Records the port this process's server listens on, for `npm run enquiries`. */
  recordPort(port: number): void;
  release(): void;
}

/** Takes the lock, replacing one left by a process that died; throws naming a live holder. */
export function lockDataDir(dataDir: string): HeldDataDirLock {
  const lockFile = join(dataDir, LOCK_FILE);
  mkdirSync(dataDir, { recursive: true });
  const mine: DataDirLock = { pid: process.pid, port: null };
  try {
    writeLock(lockFile, mine, true);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readDataDirLock(dataDir);
    if (owner && processIsAlive(owner.pid)) {
      throw new Error(
        `The database in ${dataDir} is in use by ${describeHolder(owner)}` +
          `${owner.port === null ? ' (a running "npm start"?)' : ''}. ` +
          'Stop it, or ask it through its port.',
      );
    }
    writeLock(lockFile, mine, false); // a stale lock from a process that died
  }
  return {
    recordPort(port) {
      writeLock(lockFile, { ...mine, port }, false);
    },
    release() {
      rmSync(lockFile, { force: true });
    },
  };
}
