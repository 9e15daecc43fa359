/** `npm run enquiries [-- --json | -- --csv]`: the stored enquiries (docs/enquiry-api.md). */
import { resolve } from 'node:path';
import { listingFormat, toCsv, toTable } from './enquiry-listing';
import { DEFAULT_DATA_DIR } from './local-backend';
import { listStoredEnquiries } from './stored-enquiries';

const format = listingFormat(process.argv.slice(2), process.env);
if (!format) {
  console.error('Usage: npm run enquiries [-- --json | -- --csv]');
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);

try {
  const enquiries = await listStoredEnquiries(dataDir, (message) => console.error(message));
  if (format === 'json') process.stdout.write(`${JSON.stringify(enquiries, null, 2)}\n`);
  else if (format === 'csv') process.stdout.write(toCsv(enquiries));
  else process.stdout.write(toTable(enquiries));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
