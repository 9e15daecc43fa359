import type { Page } from '@playwright/test';

/**
 * Fires one of the site's worker events as the browser would, through the DevTools protocol,
 * from `page` (of any origin): the browser's retry of a sync, or its periodic sync, which a test
 * cannot wait for.
 */
export async function fireInWorker(
  page: Page,
  baseURL: string,
  event: { sync: string } | { periodicSync: string },
): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  const origin = new URL(baseURL).origin;
  const registrationId = new Promise<string>((resolve, reject) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    setTimeout(() => reject(new Error(`DevTools named no registration for ${origin}/`)), 10_000);
  });
  await devtools.send('ServiceWorker.enable');
  const id = await registrationId;
  if ('sync' in event) {
    await devtools.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: id,
      tag: event.sync,
      lastChance: false,
    });
  } else {
    await devtools.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin,
      registrationId: id,
      tag: event.periodicSync,
    });
  }
  await devtools.detach();
}
