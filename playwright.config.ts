import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/testing/browser';
import {
  CROSS_ENGINE_WORKER_SLOTS,
  e2eNewsFeedUrl,
  e2ePort,
  feedFixturePort,
  siteProxyOrigin,
} from './scripts/testing/e2e-settings';
import type {
  CrossEngineOptions,
  CrossEngineWorkerOptions,
} from './tests/cross-engine/support/fixtures';
import type { FixtureOptions } from './tests/support/fixtures';
import { ACTS_ONCE_THE_CODE_RUNS } from './tests/support/tags';

// Its own port, so the tests never talk to a `npm start` left running on 4173.
const port = e2ePort();
const baseURL = `http://localhost:${port}`;
// The cross-engine specs have fixtures of their own (tests/cross-engine/support/fixtures.ts).
const CROSS_ENGINE_SPECS = '**/cross-engine/**';
// `npm run dev`, which its spec starts itself, rather than the build.
const DEV_SERVER_SPEC = '**/dev-server.spec.ts';
// The enquiry function answers only the origins it allows: the site's own, and the proxy through
// which each cross-engine test worker reaches it.
const allowedOrigins = [
  baseURL,
  `http://127.0.0.1:${port}`,
  ...Array.from({ length: CROSS_ENGINE_WORKER_SLOTS }, (_, slot) => siteProxyOrigin(slot)),
];
const FEED_FIXTURE_PORT = feedFixturePort();
const headlessShell = findBrowser('headless-shell');
const wholeBrowser = findBrowser('browser');
// What the headless shell lacks or does otherwise needs the whole browser: what an installed app
// does (badge, notifications, the install offer), Background Sync firing with no page open, and
// the text's own layout with each face. (The shell's resting mouse: tests/support/fixtures.ts.)
const WHOLE_BROWSER_SPECS = [
  '**/installed-app*.spec.ts',
  '**/outbox-background-sync.spec.ts',
  '**/fonts.spec.ts',
];
// A fresh database for each run; set here so the test workers, started after, see the same value.
// Builds made during the tests (the update spec) use the same feed as the one `npm run e2e` made.
process.env.VITE_NEWS_FEED_URL ??= e2eNewsFeedUrl();
process.env.E2E_DATA_DIR ??= join(tmpdir(), `valletta-thames-e2e-${Date.now()}`);

export default defineConfig<FixtureOptions & CrossEngineOptions, CrossEngineWorkerOptions>({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three on two cores: with two, a fifth of the CPU sat idle while tests waited (held scripts,
  // timeouts, servers); a third worker fills it (docs/decisions/0062-three-end-to-end-workers.md).
  workers: 3,
  reporter: [
    ['list'],
    ['./scripts/testing/project-times-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // Off: recording a trace of every test, kept only for a failure, cost about a sixth of the
    // Chromium projects' time. Chasing a failure: rerun it with `--trace retain-on-failure`.
    trace: 'off',
    // Most specs test the page itself; the offline specs opt in with `serviceWorkers: 'allow'`.
    serviceWorkers: 'block',
    launchOptions: {
      ...(headlessShell?.executablePath ? { executablePath: headlessShell.executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The visitor's main journeys in Firefox and in WebKit, each spec written once for both
    // (docs/testing.md). Firefox alone can take the device offline. First: the longest tests
    // go first, so that the short ones keep every worker busy to the end.
    { name: 'firefox', testDir: './tests/cross-engine', use: { engine: 'firefox' } },
    {
      name: 'webkit',
      testDir: './tests/cross-engine',
      testIgnore: '**/device-offline.spec.ts',
      use: { engine: 'webkit' },
    },
    // In the whole browser rather than its headless shell.
    {
      name: 'whole-chromium',
      testMatch: WHOLE_BROWSER_SPECS,
      use: {
        // Playwright's own whole browser, where it has one, is its 'chromium' channel.
        ...(wholeBrowser?.executablePath ? {} : { channel: 'chromium' }),
        launchOptions: {
          ...(wholeBrowser?.executablePath ? { executablePath: wholeBrowser.executablePath } : {}),
          args: CHROMIUM_ARGS,
        },
      },
    },
    // What a developer meets: the site on `npm run dev`.
    { name: 'dev-server', testMatch: DEV_SERVER_SPEC },
    // The code arrives 7 s after each page: what a visitor does meanwhile must work, or be carried
    // out once, when it comes (the specs where a visitor acts before the code: disclaimer, menu,
    // forms). Not the outbox's, nor any other test whose visitor waits for the code first: held
    // back, it would check the same thing 7 s later.
    {
      name: 'slow-code',
      testMatch: /\/(disclaimer|menu|enquiries)\.spec\.ts$/,
      testIgnore: CROSS_ENGINE_SPECS,
      grepInvert: new RegExp(ACTS_ONCE_THE_CODE_RUNS),
      use: { holdScriptsMs: 7000 },
    },
    // Every spec, as a visitor on a good connection meets the site: its many short tests after
    // the projects with long ones.
    {
      name: 'chromium',
      testIgnore: [CROSS_ENGINE_SPECS, DEV_SERVER_SPEC, ...WHOLE_BROWSER_SPECS],
    },
    // JavaScript off: navigation, the FAQ, the disclaimer and both enquiry forms work as HTML.
    {
      name: 'no-javascript',
      testMatch: /\/(without-the-code|faq)\.spec\.ts$/,
      testIgnore: CROSS_ENGINE_SPECS,
      use: { javaScriptEnabled: false },
    },
  ],
  // Served exactly as `npm start` serves it; `npm run e2e` builds first.
  webServer: [
    {
      command: 'npx tsx scripts/local-server/serve.ts',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Every test's enquiry comes from 127.0.0.1; the per-client limit is tested on its own.
        RATE_LIMIT_MAX: '10000',
        ALLOWED_ORIGINS: allowedOrigins.join(','),
        // The database fault switch (/__local/faults), for tests/faults.spec.ts only; each fault is
        // scoped to the test that set it, so the other tests never meet it.
        LOCAL_FAULTS: '1',
      },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Stands in for the third-party feed service and its image host (tests/fixtures/news).
      command: 'npx tsx tests/support/feed-fixture-server.ts',
      env: { FEED_FIXTURE_PORT: String(FEED_FIXTURE_PORT) },
      url: `http://localhost:${FEED_FIXTURE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
