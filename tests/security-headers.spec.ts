/**
 * The site works under its Content-Security-Policy: no page, nor the service worker's answers and
 * fetches, makes the browser refuse anything; and the policy is really in force. Also the headers
 * of each kind of answer, as `npm start` sends them (from the build's `dist/_headers`).
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { FUNCTION_PATH } from '../scripts/local-server/local-stack';
import { feedFixturePort } from '../scripts/testing/e2e-settings';
import { SITE_PATHS } from '../src/app/site-paths';
import { cspHash } from '../scripts/build/security-headers';
import { prerenderRulesText, speculationRulesText } from '../src/app/speculation-rules';
import { firstScriptText } from '../scripts/build/first-script-text';
import { startTheCode, expect, test } from './support/fixtures';
import { NEWS_COMES_MS } from './support/news';

const NOT_A_PAGE = '/no-such-page';
const ROUTES = [...SITE_PATHS, NOT_A_PAGE];
/** The realistic feed links one image that does not exist, on purpose. */
const BROKEN_FEED_IMAGE = `http://localhost:${feedFixturePort()}/images/does-not-exist.jpg`;

interface PolicyWatch {
  /** Every refusal the page reported: "directive blocked-url". */
  violations(): Promise<string[]>;
  /** Console errors and warnings (the browser logs refusals and header problems there). */
  messages: string[];
}

/**
 * Records CSP violations from the first script on, and console warnings as well as errors, except
 * those matching `expected`.
 */
async function watchPolicy(page: Page, expected?: RegExp): Promise<PolicyWatch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      true,
    );
  });
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.location().url.startsWith(BROKEN_FEED_IMAGE)) return;
    if (expected?.test(message.text())) return;
    // The 404 page is answered with status 404, and the router says so too: both on purpose.
    const onNotFoundPage = new URL(page.url()).pathname === NOT_A_PAGE;
    if (onNotFoundPage && /status of 404|non-existent route/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  return {
    violations: () =>
      page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]),
    messages,
  };
}

/**
 * Loads the page and everything it would load for a visitor who scrolls through it: the lazy news
 * images, the revealed sections, the video. Waits until every image has settled (loaded or failed)
 * and the network is quiet.
 */
async function visitFully(page: Page, path: string, { viaWorker = false } = {}) {
  const response = await page.goto(path);
  // The worker answers every navigation with the app's HTML, which shows its 404 page itself.
  expect(response?.status()).toBe(path === NOT_A_PAGE && !viaWorker ? 404 : 200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What the code loads is under test too: a part scrolled past before the code ran would not
  // load (it loads as it comes near), so the walk starts once the code runs.
  await startTheCode(page);
  // Through the whole page a screen at a time, so every part that loads as it comes near does.
  // Bounded: a page that stops scrolling (or rendering) fails here, saying where, instead of
  // spinning until the test's time is up.
  const stuck = await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    const settle = () =>
      Promise.race([frame().then(frame), new Promise((done) => setTimeout(done, 1000))]);
    for (let screen = 0; screen < 100; screen += 1) {
      const { scrollHeight } = document.documentElement;
      if (window.scrollY + window.innerHeight >= scrollHeight - 1) return null;
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
      await settle();
    }
    const open = document.querySelector('dialog[open]');
    return `at ${window.scrollY} of ${document.documentElement.scrollHeight} px${open ? `, ${open.className} open` : ''}`;
  });
  expect(stuck, `${path} did not scroll to its end`).toBeNull();
  await loadEveryImage(page);
}

/** Lazy images between the top and the end would never start: loads them all. */
async function loadEveryImage(page: Page) {
  await page.waitForFunction(() => {
    for (const image of document.images) image.loading = 'eager';
    return [...document.images].every((image) => image.complete);
  });
  await page.waitForLoadState('networkidle');
}

test.use({ expectedConsoleError: /non-existent route: \/no-such-page$|status of 404/ });

/**
 * What the page says when the test harness blocks its service worker. Playwright blocks it by
 * making `register` answer nothing, which no browser does (it answers a registration or
 * fails): workbox-window then reads the missing registration's `waiting`, and the page tries
 * the registration again later, as it does one whose download failed.
 */
const WORKER_BLOCKED =
  /^Service Worker registration blocked by Playwright|^Could not reach the site; trying again when it can: TypeError: Cannot read properties of undefined \(reading 'waiting'\)/;

test.describe('with the service worker blocked', () => {
  for (const path of ROUTES) {
    test(`${path}, once its code runs, runs without a single policy violation`, async ({
      page,
    }) => {
      const watch = await watchPolicy(page, WORKER_BLOCKED);
      await visitFully(page, path);
      if (path === '/') {
        // The news cards and their images from the feed service loaded under the policy.
        await expect(page.locator('#insights article').first()).toBeVisible({
          timeout: NEWS_COMES_MS,
        });
        // The cards may have come after the walk's images settled (the feed answers when it
        // answers): their images load now, under the same policy.
        await loadEveryImage(page);
        const loaded = await page
          .locator('#insights img')
          .evaluateAll((images) =>
            images.filter((image) => (image as HTMLImageElement).naturalWidth > 0),
          );
        expect(loaded.length).toBeGreaterThan(0);
      }
      expect(await watch.violations()).toEqual([]);
      expect(watch.messages).toEqual([]);
    });
  }
});

test.describe('with the service worker allowed', () => {
  test.use({ serviceWorkers: 'allow' });

  // Every page's code is proven under the policy above; what the worker adds is its answers to
  // navigations (a page, and its fallback for an unknown path) and its own fetches.
  test('once their code runs, pages the worker answers run without a policy violation, and the worker fetches under the policy', async ({
    page,
  }) => {
    test.slow();
    const watch = await watchPolicy(page);
    await page.goto('/');
    // The worker installs (precaching everything) and takes control of the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    for (const path of ['/', '/fixed-income', NOT_A_PAGE]) {
      await visitFully(page, path, { viaWorker: true });
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), path).toBe(
        true,
      );
      expect(await watch.violations(), path).toEqual([]);
    }
    // The worker's own requests run under the policy it was served with: the feed and the news
    // images reached its caches, so its fetches were allowed.
    await page.goto('/');
    await page.locator('#insights').scrollIntoViewIfNeeded();
    const cached = (name: string) =>
      page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).length, name);
    await expect.poll(() => cached('news-feed-v1')).toBeGreaterThan(0);
    await expect.poll(() => cached('news-images-v1')).toBeGreaterThan(0);
    expect(await watch.violations()).toEqual([]);
    expect(watch.messages).toEqual([]);
  });
});

test.describe('the policy is in force', () => {
  test.use({ expectedConsoleError: /Content Security Policy/ });

  test('an injected inline script, eval and an inline style are refused', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.head.append(script);
      // A string handed to setTimeout is compiled like eval: the policy must refuse it.
      window.setTimeout('window.evalRan = true', 0);
      const style = document.createElement('style');
      style.textContent = 'body { --injected-style: applied; }';
      document.head.append(style);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const seen = window as unknown as { inlineScriptRan?: boolean; evalRan?: boolean };
      return {
        inlineScriptRan: Boolean(seen.inlineScriptRan),
        evalRan: Boolean(seen.evalRan),
        injectedStyle: getComputedStyle(document.body).getPropertyValue('--injected-style'),
      };
    });
    expect(outcome).toEqual({ inlineScriptRan: false, evalRan: false, injectedStyle: '' });
    await expect
      .poll(() => watch.violations())
      .toEqual(
        expect.arrayContaining([
          'script-src-elem inline',
          'script-src eval',
          'style-src-elem inline',
        ]),
      );
  });
});

test.describe('headers', () => {
  test('pages, hashed assets, 404s and the function carry the security headers', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // The page's starter, which the page's markup holds until it has been painted.
    const home = await (await request.get('/')).text();
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(home)?.[1];
    expect(script).toBeDefined();

    const html = await request.get('/fixed-income');
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
    const missingPage = await request.get('/no-such-page');
    const missingFile = await request.get('/assets/no-such-file.js');
    const preflight = await request.fetch(FUNCTION_PATH, {
      method: 'OPTIONS',
      headers: {
        origin: new URL(page.url()).origin,
        'access-control-request-method': 'POST',
      },
    });
    expect(
      [html, asset, missingPage, missingFile, preflight].map((answer) => answer.status()),
    ).toEqual([200, 200, 404, 404, 204]);

    for (const answer of [html, asset, missingPage, missingFile, preflight]) {
      const headers = answer.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain(
        `script-src 'self' ${cspHash(firstScriptText())} ${cspHash(speculationRulesText())} ${cspHash(prerenderRulesText())};`,
      );
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toMatch(
        new RegExp(`connect-src 'self' http://localhost:${feedFixturePort()}`),
      );
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['vary']).toBe('Accept-Encoding');
    expect(missingFile.headers()['cache-control']).toBe('no-cache');
    expect(preflight.headers()['access-control-allow-origin']).toBeTruthy();
  });
});
