/**
 * Chromium as an installed app's visitor has it, for what a test cannot reach in Playwright's
 * usual browser: notifications a visitor can click (the desktop's notification server, played by
 * ./notification-server.ts), and permissions only an installed site is given (Periodic Background
 * Sync). Playwright's usual contexts are off the record, and there Chromium neither hands a
 * worker's notification to the desktop nor lets a page register a periodic sync: each test gets
 * a browser of its own on a profile of its own, deleted afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../../scripts/testing/browser';
import { test as base } from './fixtures';
import { startNotificationServer, type NotificationServer } from './notification-server';

export { expect } from './fixtures';

interface InstalledBrowser {
  /**
   * The tab the browser opened with, left blank and open to the end: the test's DevTools
   * session lives there, since what it grants lasts only as long as that session.
   */
  blankTab: Page;
  /**
   * Gives the site one permission, as the browser gives it to an installed site, leaving the
   * others as they are (Playwright's `grantPermissions` would deny every one it does not list).
   */
  allowTheSite: (permission: 'notifications' | 'periodic-background-sync') => Promise<void>;
}

/**
 * The site's tests, with `context` an installed app's browser and `notifications` the desktop's
 * notification server, one per test worker (tests in parallel each see only their own).
 */
export const test = base.extend<InstalledBrowser, { notifications: NotificationServer }>({
  notifications: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => {
      const server = await startNotificationServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  context: async ({ baseURL, notifications }, use) => {
    notifications.forget();
    const profile = await mkdtemp(join(tmpdir(), 'installed-app-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findBrowser()?.executablePath,
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: notifications.busAddress },
    });
    await use(context);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  },
  blankTab: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
  allowTheSite: async ({ blankTab, baseURL }, use) => {
    const devtools = await blankTab.context().newCDPSession(blankTab);
    await use(async (name) => {
      await devtools.send('Browser.setPermission', {
        origin: new URL(baseURL!).origin,
        permission: { name },
        setting: 'granted',
      });
    });
  },
});

/**
 * Turns off Playwright's stand-in for focus in `page`, which makes every page believe it has it:
 * then document.hasFocus() is true only in the tab the browser brought forward. Once the page
 * has opened the site: turned off on the blank tab before, it was back after the navigation.
 */
export async function tellTheTruthAboutFocus(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setFocusEmulationEnabled', { enabled: false });
}
