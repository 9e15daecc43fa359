import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface StoredEnquiry {
  id: string;
  page: string;
  email: string;
  [column: string]: unknown;
}

/** Every stored enquiry, read the way a person would: `npm run enquiries -- --json`. */
export async function storedEnquiries(): Promise<StoredEnquiry[]> {
  const { stdout } = await run('npx', ['tsx', 'scripts/enquiries.ts', '--json'], {
    env: { ...process.env, PORT: process.env.E2E_PORT ?? '4317' },
  });
  return JSON.parse(stdout) as StoredEnquiry[];
}

/** A unique address per test, so each test finds its own rows. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
