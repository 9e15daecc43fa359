/**
 * The cross-engine projects' fixtures: Playwright Test runs the specs, and each test meets the
 * site as a `visitor` in Firefox or WebKit (the project's `engine`), on a fresh profile, at a
 * phone's size, through its worker's proxy (`server` switches it off). No Chromium is launched.
 */
import { writeFile } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { crossEnginePrograms } from '../../../scripts/testing/browser';
import {
  CROSS_ENGINE_WORKER_SLOTS,
  e2ePort,
  siteProxyOrigin,
  webkitDriverPort,
} from '../../../scripts/testing/e2e-settings';
import { BROKEN_FEED_IMAGE } from '../../support/fixtures';
import { launchFirefox, openFirefoxSession } from './firefox';
import { startSiteProxy, type SiteProxy } from './site-proxy';
import type { ColorScheme, EngineSession } from './engine-session';
import { createVisitor, type Engine, type Visitor } from './visitor';
import {
  openWebKitSessionOrRestart,
  startWebKitDriver,
  type WebKitDriver,
  type WebKitDriverPrograms,
} from './webkit';

export interface CrossEngineOptions {
  /** console.error messages this test expects (one pattern); any other fails it, where seen. */
  expectedConsoleError: RegExp | undefined;
}

export interface CrossEngineWorkerOptions {
  engine: Engine;
  /**
   * The device's colour scheme (Playwright's own `colorScheme` is Chromium's, per test); a spec
   * that sets it has a worker, and a browser, of its own.
   */
  deviceScheme: ColorScheme;
}

/** The site's server as the visitor's device reaches it. */
export interface Server {
  /** Refuses the visitor's connections, as a server that is down. */
  becomesUnreachable(): Promise<void>;
  becomesReachable(): Promise<void>;
}

/** The visitor's device going offline and back (navigator.onLine follows); Firefox only. */
export interface Device {
  goesOffline(): Promise<void>;
  goesOnline(): Promise<void>;
}

/** The paths of the programs an engine needs, or an error saying which are missing. */
function installed<Name extends keyof ReturnType<typeof crossEnginePrograms>>(
  engine: Engine,
  names: Name[],
): Record<Name, string> {
  const programs = crossEnginePrograms();
  const missing = names.filter((name) => !programs[name].path);
  if (missing.length > 0) {
    const what = missing.map(
      (name) => `${programs[name].description} (Debian's ${programs[name].debianPackage})`,
    );
    throw new Error(
      `The ${engine} project needs ${what.join(' and ')}: run scripts/testing/ensure-browser.ts`,
    );
  }
  return Object.fromEntries(names.map((name) => [name, programs[name].path])) as Record<
    Name,
    string
  >;
}

type EngineProcess =
  | { engine: 'firefox'; browser: Browser }
  | {
      engine: 'webkit';
      /** The worker's driver: a new one replaces it when it is stuck. */
      driver: WebKitDriver;
      programs: WebKitDriverPrograms;
      miniBrowser: string;
    };

export const test = base.extend<
  CrossEngineOptions & { session: EngineSession; visitor: Visitor; server: Server; device: Device },
  CrossEngineWorkerOptions & { engineProcess: EngineProcess; siteProxy: SiteProxy }
>({
  engine: ['firefox', { scope: 'worker', option: true }],
  deviceScheme: ['light', { scope: 'worker', option: true }],
  expectedConsoleError: [undefined, { option: true }],

  // One browser (Firefox) or driver (WebKit) per worker, started before its first test.
  engineProcess: [
    async ({ engine, deviceScheme }, use, workerInfo) => {
      if (engine === 'firefox') {
        const { firefox } = installed(engine, ['firefox']);
        const browser = await launchFirefox(firefox, deviceScheme);
        await use({ engine, browser });
        await browser.close();
      } else {
        const { miniBrowser, ...programs } = {
          ...installed(engine, ['xvfb', 'webkitDriver', 'miniBrowser']),
          port: webkitDriverPort(workerInfo.parallelIndex),
          colorScheme: deviceScheme,
        };
        const webkit: EngineProcess = {
          engine,
          driver: await startWebKitDriver(programs),
          programs,
          miniBrowser,
        };
        await use(webkit);
        await webkit.driver.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  siteProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use, workerInfo) => {
      const slot = workerInfo.parallelIndex;
      if (slot >= CROSS_ENGINE_WORKER_SLOTS) {
        throw new Error(
          `The cross-engine projects allow ${CROSS_ENGINE_WORKER_SLOTS} workers (e2e-settings.ts)`,
        );
      }
      const proxy = await startSiteProxy(Number(new URL(siteProxyOrigin(slot)).port), e2ePort());
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],

  session: async ({ engineProcess, expectedConsoleError }, use, testInfo) => {
    const session =
      engineProcess.engine === 'firefox'
        ? await openFirefoxSession(engineProcess.browser)
        : await openWebKitSessionOrRestart(engineProcess);
    await use(session);
    // What the visitor saw when it failed, beside the report (Playwright's own trace is Chromium's).
    if (testInfo.status !== testInfo.expectedStatus) {
      const body = await session.screenshot().catch(() => null);
      if (body) {
        // A file, so that every reporter names it, not only the HTML one.
        const path = testInfo.outputPath('screen-at-the-end.png');
        await writeFile(path, body);
        await testInfo.attach('screen at the end', { path, contentType: 'image/png' });
      }
    }
    await session.close();
    // WebKitGTK's WebDriver has no console channel: there, only what shows on the page is checked.
    const errors = session.consoleErrors ?? [];
    // The realistic feed links one image that does not exist, on purpose; the browser reports it.
    const unexpected = errors.filter(
      (text) => !text.includes(BROKEN_FEED_IMAGE) && !expectedConsoleError?.test(text),
    );
    expect(unexpected, 'unexpected console errors').toEqual([]);
  },

  visitor: async ({ engine, session, siteProxy }, use, testInfo) => {
    void siteProxy; // the visitor's address is the proxy's: it must be listening
    await use(createVisitor(engine, session, siteProxyOrigin(testInfo.parallelIndex)));
  },

  server: async ({ siteProxy }, use) => {
    await use({ becomesUnreachable: siteProxy.switchOff, becomesReachable: siteProxy.switchOn });
    // The next test meets a server that is up, whatever this one left.
    await siteProxy.switchOn().catch(() => {});
  },

  device: async ({ session, engine }, use) => {
    const setOffline = async (offline: boolean) => {
      if (!session.setOffline)
        throw new Error(`The ${engine} project cannot take the device offline`);
      await session.setOffline(offline);
    };
    await use({ goesOffline: () => setOffline(true), goesOnline: () => setOffline(false) });
  },
});

export { expect };
