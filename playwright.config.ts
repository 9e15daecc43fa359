import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/lib/browser';

// Its own port, so the tests never talk to a `npm start` left running on 4173.
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://localhost:${port}`;
const browser = findBrowser();

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(browser?.executablePath ? { executablePath: browser.executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  // Served exactly as `npm start` serves it; `npm run e2e` builds first.
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
