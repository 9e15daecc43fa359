import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import { waitUntilLoaded } from './fixtures';

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

/** Fills in a contact-style form (home, fixed income, alternative assets) with valid values. */
export async function fillContactForm(form: Locator, email: string): Promise<void> {
  await waitUntilLoaded(form);
  await form.getByLabel('First name').fill('Anna');
  await form.getByLabel('Last name').fill('Borg');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Country code').selectOption('+44');
  await form.getByLabel('Phone number').fill('7912 345678');
  await form.getByLabel('Country', { exact: true }).selectOption('Malta');
  await form.getByLabel('Message').fill('I would like to hear about your current opportunities.');
}
