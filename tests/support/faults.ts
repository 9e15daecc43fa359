import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { FAULT_SCOPE_COOKIE, type DatabaseFault } from '../../scripts/local-server/local-backend';
import { FAULTS_PATH } from '../../scripts/local-server/local-stack';

/** What a test can set the database to: one of the faults, or working again. */
export type DatabaseState = DatabaseFault | 'up';

/**
 * Gives this browser context its own fault scope: the context's requests (page and service worker
 * alike) carry the scope's cookie, and only they meet the faults set through the returned function,
 * so tests running side by side are never disturbed.
 */
export async function databaseFaultsFor(
  context: BrowserContext,
  baseURL: string,
): Promise<(state: DatabaseState) => Promise<void>> {
  const scope = randomUUID();
  await context.addCookies([{ name: FAULT_SCOPE_COOKIE, value: scope, url: baseURL }]);
  return async (database) => {
    const response = await context.request.post(FAULTS_PATH, { data: { scope, database } });
    if (response.status() !== 204) {
      throw new Error(`The fault switch answered ${response.status()}: ${await response.text()}`);
    }
  };
}
