/**
 * `npm run bench:send`: how long a visitor's first enquiry takes from pressing SEND MESSAGE to its
 * request leaving the page, on a phone: Chromium at a phone's size with 4x CPU slowdown (what
 * Lighthouse's mobile runs use), the built site served by `npm start`'s server on a local address.
 *
 * Each run is a fresh browser context, so the enquiry client is downloaded with the enquiry, as on
 * a visitor's first one. The form's code is waited for (this measures the send, not the start);
 * the time is the function request's start (Resource Timing) minus the click's event time, both on
 * the page's own clock. Prints each run, the median and the worst. Builds first unless
 * `--skip-build`; `--runs N` (default 7). Run it on an otherwise idle machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISCLAIMER_ACCEPTED_VALUE, DISCLAIMER_STORAGE_KEY } from '../src/lib/constants';
import { fillContactForm } from '../tests/support/enquiries';
import { launchBrowser } from '../scripts/testing/browser';
import { startChildServer } from './child-server';
import { benchCommandLine } from './command-line';
import getPort from 'get-port';
import { median } from './statistics';

const USAGE = `Usage: npm run bench:send -- [options]
  --runs <n>     visitors' first enquiries to time (default 7)
  --skip-build   measure the existing dist/`;
const commandLine = benchCommandLine('bench:send', USAGE);
const values = commandLine.read({
  options: {
    runs: { type: 'string', default: '7' },
    'skip-build': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) commandLine.fail('--runs must be a positive integer');

if (!values['skip-build']) execFileSync('npm', ['run', 'build:local'], { stdio: 'inherit' });

const port = await getPort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-send-'));
const origin = `http://127.0.0.1:${port}`;
const server = await startChildServer({
  name: 'site',
  script: 'scripts/local-server/serve.ts',
  env: { PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_MAX: '10000' },
  readyUrl: origin,
});
const browser = await launchBrowser();

/** One visitor's first enquiry; resolves the milliseconds from the press to the request. */
async function timeOneSend(run: number): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      DISCLAIMER_STORAGE_KEY,
      DISCLAIMER_ACCEPTED_VALUE,
    ] as const);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/#contact`, { waitUntil: 'load' });
    const form = page.getByRole('form', { name: 'Contact Form enquiry' });
    // The form's code has taken it over once its place is no longer busy.
    await page.locator('[aria-busy="false"]', { has: form }).waitFor({ timeout: 60_000 });
    await fillContactForm(form, `bench.send.${run}.${Date.now()}@example.com`);
    const send = form.getByRole('button', { name: 'SEND MESSAGE' });
    await send.evaluate((button) => {
      button.addEventListener('click', (event) => {
        (window as { pressedAt?: number }).pressedAt = event.timeStamp;
      });
    });
    // Resource Timing lists the request once its answer is in.
    const answered = page.waitForResponse((answer) => answer.url().includes('/functions/v1/'));
    await send.click();
    await answered;
    return await page.evaluate(() => {
      const sent = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/functions/v1/'));
      const pressedAt = (window as { pressedAt?: number }).pressedAt;
      if (!sent || pressedAt === undefined)
        throw new Error('the press or the request was not seen');
      return sent.startTime - pressedAt;
    });
  } finally {
    await context.close();
  }
}

try {
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const ms = await timeOneSend(run);
    times.push(ms);
    console.log(`run ${run}: ${ms.toFixed(0)} ms from SEND MESSAGE to the request`);
  }
  console.log(
    `press to request, ${runs} runs at 4x CPU slowdown: median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
