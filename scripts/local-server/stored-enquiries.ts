/**
 * Where `npm run enquiries` gets the enquiries: from the server holding the database, on the port
 * its lock records, or from the database itself (decision 0017).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSqlEnquiryStore } from '#shared/enquiry-store';
import { describeHolder, LOCK_FILE, processIsAlive, readDataDirLock } from './data-dir-lock';
import type { ListedEnquiry } from './enquiry-listing';
import { openLocalDatabase } from './local-backend';
import { LISTING_PATH } from './local-stack';

/** The listing of the server on `port`, or an error saying why there is none. */
async function fromServer(
  port: number,
  holder: string,
  lockFile: string,
): Promise<ListedEnquiry[]> {
  const url = `http://localhost:${port}${LISTING_PATH}`;
  const ifGone = `If that server has stopped, delete ${lockFile} and try again.`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    throw new Error(
      `The database is held by ${holder}, but ${url} did not answer (${cause}). ${ifGone}`,
    );
  }
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!Array.isArray(body)) {
    throw new Error(
      `The database is held by ${holder}, but ${url} answered ${response.status} ` +
        `${response.ok ? 'with no list of enquiries' : response.statusText}: not our server? ${ifGone}`,
    );
  }
  return body as ListedEnquiry[];
}

async function fromDatabase(dataDir: string): Promise<ListedEnquiry[]> {
  const database = await openLocalDatabase(dataDir);
  try {
    // Dates as the server's listing has them: ISO strings, not Date objects.
    const enquiries = await createSqlEnquiryStore(database.sql).listEnquiries();
    return JSON.parse(JSON.stringify(enquiries)) as ListedEnquiry[];
  } finally {
    await database.close();
  }
}

/** The enquiries stored in `dataDir`, newest first; `note` hears what is not the listing. */
export async function listStoredEnquiries(
  dataDir: string,
  note: (message: string) => void,
): Promise<ListedEnquiry[]> {
  if (!existsSync(dataDir)) return [];
  const lockFile = join(dataDir, LOCK_FILE);
  const lock = readDataDirLock(dataDir);
  if (lock && processIsAlive(lock.pid)) {
    if (lock.port === null) {
      throw new Error(
        `The database in ${dataDir} is in use by ${describeHolder(lock)}, which records no port: ` +
          'a server still starting, or a script (another "npm run enquiries", "npm run notify:retry"). ' +
          'Try again in a moment.',
      );
    }
    return fromServer(lock.port, describeHolder(lock), lockFile);
  }
  if (lock) {
    note(
      `The lock ${lockFile} was left by process ${lock.pid}, which is no longer running; ` +
        'reading the database directly.',
    );
  }
  return fromDatabase(dataDir); // replaces a stale lock with its own while it reads
}
