/**
 * Screenshots every page at 390 and 1280 px wide into ./screenshots, for a person to look at.
 * Needs the built site served (npm start, or BASE_URL).
 */
import { mkdirSync } from 'node:fs';
import { SITE_PATHS } from '../../src/app/site-paths';
import { DISCLAIMER_ACCEPTED_VALUE, DISCLAIMER_STORAGE_KEY } from '../../src/lib/constants';
import { launchBrowser } from '../testing/browser';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4173';
mkdirSync('screenshots', { recursive: true });
const browser = await launchBrowser();
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    reducedMotion: 'reduce',
  });
  const withDisclaimer = process.env.WITH_DISCLAIMER === '1';
  if (!withDisclaimer) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      DISCLAIMER_STORAGE_KEY,
      DISCLAIMER_ACCEPTED_VALUE,
    ] as const);
  }
  const page = await context.newPage();
  for (const path of [...SITE_PATHS, '/no-such-page']) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const name = path === '/' ? 'home' : path.slice(1);
    await page.screenshot({
      path: `screenshots/${name}-${width}.png`,
      fullPage: process.env.FULL !== '0',
    });
  }
  await context.close();
}
await browser.close();
console.log('Screenshots written to ./screenshots');
