import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';

/** The local server's fault switch (scripts/lib/local-backend.ts, mounted with LOCAL_FAULTS=1). */
export const FAULTS_PATH = '/__local/faults';
const FAULT_SCOPE_COOKIE = 'local-fault-scope';

export type DatabaseState = 'down' | 'slow' | 'up';

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
