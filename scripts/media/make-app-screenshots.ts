/**
 * Takes the manifest's install screenshots from the real site: public/screenshots/wide.png
 * (1280x720) and narrow.png (390x844). Needs the built site served: `npm start`, then this.
 * The outputs are committed.
 */
import { mkdirSync } from 'node:fs';
import { DISCLAIMER_ACCEPTED_VALUE, DISCLAIMER_STORAGE_KEY } from '../../src/lib/constants';
import { launchBrowser } from '../testing/browser';

const baseUrl = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 4173}`;
mkdirSync('public/screenshots', { recursive: true });
const browser = await launchBrowser();
for (const [name, width, height] of [
  ['wide', 1280, 720],
  ['narrow', 390, 844],
] as const) {
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    DISCLAIMER_STORAGE_KEY,
    DISCLAIMER_ACCEPTED_VALUE,
  ] as const);
  const page = await context.newPage();
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `public/screenshots/${name}.png` });
  await context.close();
}
await browser.close();
console.log('Screenshots written to public/screenshots');
