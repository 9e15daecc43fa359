/**
 * Lists stored enquiries: `npm run enquiries` (table), `-- --json`, `-- --csv` (`--json` without
 * the `--` works too: see listingFormat).
 * While `npm start` runs, it asks that server (PGlite lets one process hold the database); otherwise
 * it opens the database in $DATA_DIR (default .data/pglite) itself.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSqlEnquiryStore } from '../supabase/functions/_shared/enquiry-store.ts';
import { listingFormat, toCsv, toListed, toTable, type ListedEnquiry } from './lib/enquiry-listing';
import { DEFAULT_DATA_DIR, openLocalDatabase } from './lib/local-backend';
import { LISTING_PATH } from './lib/local-stack';

const format = listingFormat(process.argv.slice(2), process.env);
if (!format) {
  console.error('Usage: npm run enquiries [-- --json | -- --csv]');
  process.exit(2);
}
const port = process.env.PORT || '4173';
const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);

/** The running server's list, or null when no server of ours answers on PORT. */
async function fromServer(): Promise<ListedEnquiry[] | null> {
  try {
    const response = await fetch(`http://localhost:${port}${LISTING_PATH}`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return Array.isArray(body) ? (body as ListedEnquiry[]) : null;
  } catch {
    return null;
  }
}

async function fromDatabase(): Promise<ListedEnquiry[]> {
  if (!existsSync(dataDir)) return [];
  const database = await openLocalDatabase(dataDir);
  try {
    return toListed(await createSqlEnquiryStore(database.sql).listEnquiries());
  } finally {
    await database.close();
  }
}

try {
  const enquiries = (await fromServer()) ?? (await fromDatabase());
  if (format === 'json') process.stdout.write(`${JSON.stringify(enquiries, null, 2)}\n`);
  else if (format === 'csv') process.stdout.write(toCsv(enquiries));
  else process.stdout.write(toTable(enquiries));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
