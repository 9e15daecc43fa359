import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, the fallback on machines where Playwright cannot download its own. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export interface BrowserChoice {
  /** undefined means Playwright's own Chromium. */
  executablePath: string | undefined;
  description: string;
}

/**
 * The browser the end-to-end tests run in, in order of preference: Playwright's own Chromium when
 * installed, else $CHROMIUM_PATH, else Debian's /usr/bin/chromium. Null when none is present.
 */
export function findBrowser(): BrowserChoice | null {
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) {
    return { executablePath: undefined, description: `Playwright's Chromium (${bundled})` };
  }
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) {
    return { executablePath: fromEnv, description: `CHROMIUM_PATH (${fromEnv})` };
  }
  if (existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: SYSTEM_CHROMIUM, description: `system Chromium (${SYSTEM_CHROMIUM})` };
  }
  return null;
}

/**
 * Flags for a sandboxed CI machine with no outside network: without the background-networking
 * switches Chromium keeps trying to reach Google's services and floods the log with refusals.
 */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches that browser for a script (screenshots, the perf report), or exits saying how to get one. */
export async function launchBrowser(): Promise<Browser> {
  const choice = findBrowser();
  if (!choice) {
    console.error('No Chromium found: run "npx tsx scripts/testing/ensure-browser.ts" first.');
    process.exit(1);
  }
  return chromium.launch({ executablePath: choice.executablePath, args: CHROMIUM_ARGS });
}
