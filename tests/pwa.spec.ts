import { IPHONE_SAFARI } from '../src/test/user-agents';
import type { Locator, Page } from '@playwright/test';
import { e2eNewsFeedUrl, feedFixturePort } from '../scripts/testing/e2e-settings';
import { FUNCTION_PATH } from '../scripts/local-server/local-stack';
import { readPrecacheManifest } from '../scripts/build/precache-manifest';
import { SITE_PATHS } from '../src/app/site-paths';
import { APP_BACKGROUND_COLOUR, THEME_COLOUR } from '../src/lib/palette';
import { isHeroVideo, reportConnection } from './support/connection';
import { startTheCode, expect, test } from './support/fixtures';
import { readyToWorkOffline } from './support/enquiries';
import { NEWS_COMES_MS } from './support/news';
import { SECOND_VERSION, secondBuild, serveFirstBuild } from './support/second-build';

test.use({ serviceWorkers: 'allow' });

const FEED_FIXTURES = `http://localhost:${feedFixturePort()}`;

/** Whether the worker has cached the hero video (the webm, which Chromium plays). */
function heroVideoCached(page: Page): Promise<boolean> {
  return page.evaluate(
    async () => (await caches.match('/media/hero.webm', { ignoreSearch: true })) !== undefined,
  );
}

/**
 * Waits until the worker has cached the hero video. It is not precached at install: the page asks
 * for it once it has decided the video may play (src/lib/heavy-media.ts).
 */
async function waitForHeroVideoCached(page: Page) {
  await expect.poll(() => heroVideoCached(page), 'the hero video is cached').toBe(true);
}

/** The files the build's worker precaches, from its sw.js. */
async function precachedFiles(outDir: string) {
  const manifest = await readPrecacheManifest(outDir);
  if (!manifest) throw new Error(`${outDir}/sw.js is missing: build first`);
  return manifest.files;
}

/** The path of every URL in the page's precache (Workbox's revision parameter aside). */
function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const requests = await (await caches.open(name)).keys();
      paths.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return paths;
  });
}

test('the manifest declares an installable app, every icon and screenshot has its declared size, and iOS has its icon and tags', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Valletta & Thames',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: APP_BACKGROUND_COLOUR,
  });
  // The page colours the browser's bar as the installed app's manifest does.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEME_COLOUR);
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.description.length).toBeGreaterThan(40);
  expect(
    manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    ),
  ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(
    manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort(),
  ).toEqual(['narrow', 'wide']);
  expect(manifest.shortcuts.map((shortcut: { name: string }) => shortcut.name)).toEqual([
    'Enquire',
    'Insights',
  ]);

  // iOS ignores the manifest's icons: it takes the apple-touch-icon link, at 180 x 180.
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(touchIcon).toBe('/icons/apple-touch-icon.png');
  for (const image of [
    ...manifest.icons,
    ...manifest.screenshots,
    { src: touchIcon, sizes: '180x180' },
  ] as { src: string; sizes: string }[]) {
    const size = await page.evaluate(async (src) => {
      const element = new Image();
      element.src = src;
      await element.decode();
      return `${element.naturalWidth}x${element.naturalHeight}`;
    }, image.src);
    expect(size, image.src).toBe(image.sizes);
  }
  // Added to the home screen, iOS opens the site full screen under a translucent status bar.
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
    'content',
    'yes',
  );
  await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute(
    'content',
    'black-translucent',
  );
});

test('the worker controls the page after a reload and says the site is ready offline', async ({
  page,
}) => {
  await page.goto('/');
  // The worker registers once the page has loaded and been painted; the site says it works offline
  // once the rest of the precache, asked for after the typed title (about 5.5 s), is in too.
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  // Once only: the page, now controlled, does not say it again. Watched on every frame for a few
  // seconds, so even a toast that came and went would be seen.
  const saidAgain = await page
    .waitForFunction((text) => document.body.innerText.includes(text), 'Ready to work offline', {
      timeout: 5000,
    })
    .then(
      () => true,
      () => false,
    );
  expect(saidAgain, '"Ready to work offline" said again').toBe(false);
});

test.describe('after one visit online', () => {
  // Offline, a feed request the worker has no copy of yet fails, as it should.
  test.use({
    expectedConsoleError:
      /non-existent route: \/an\/unknown\/page|Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)|Error fetching RSS feed/,
  });

  test('every page and the 404 open offline', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await readyToWorkOffline(page);
    await context.setOffline(true);
    for (const path of SITE_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    await page.goto('/an/unknown/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('status').getByText('You are offline')).toBeVisible();
  });

  test('the news section shows the cached feed, and the hero its poster and video', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await readyToWorkOffline(page);
    await waitForHeroVideoCached(page);
    await page.reload();
    await page.locator('#insights').scrollIntoViewIfNeeded();
    await expect(page.locator('#insights').getByRole('article')).toHaveCount(9, {
      timeout: NEWS_COMES_MS,
    });
    // From here on, nothing answers for the feed but the worker's cache.
    await context.setOffline(true);
    await page.reload();
    await page.locator('#insights').scrollIntoViewIfNeeded();
    await expect(page.locator('#insights').getByRole('article')).toHaveCount(9);
    await expect(page.locator('#insights').getByText('Bank of England holds rates')).toBeVisible();
    // Back up to the hero, which pauses while scrolled out of view.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(
      await page
        .locator('img.hero-poster')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'ready');
    await expect
      .poll(() =>
        page.locator('video.hero-video').evaluate((video: HTMLVideoElement) => video.paused),
      )
      .toBe(false);
  });

  test('the hero video answers a byte range from the cache (206)', async ({ page, context }) => {
    await page.goto('/');
    await readyToWorkOffline(page);
    await waitForHeroVideoCached(page);
    const video = await page.locator('video.hero-video source').first().getAttribute('src');
    expect(video).toBeTruthy();
    await context.setOffline(true);
    // As a video player asks for it: a range, which only the worker can answer offline.
    const answer = await page.evaluate(async (src) => {
      const response = await fetch(src, { headers: { Range: 'bytes=0-99' } });
      return {
        status: response.status,
        contentRange: response.headers.get('Content-Range'),
        bytes: (await response.arrayBuffer()).byteLength,
      };
    }, video!);
    expect(answer).toEqual({
      status: 206,
      contentRange: expect.stringMatching(/^bytes 0-99\/\d+$/),
      bytes: 100,
    });
  });

  test('a feed answer the service says failed never replaces the cached one, offline included', async ({
    page,
    context,
  }) => {
    test.slow(); // a worker to install, then four page loads
    const cards = page.locator('#insights').getByRole('article');
    const showNews = async () => {
      await page.reload();
      await page.locator('#insights').scrollIntoViewIfNeeded();
    };
    await page.goto('/');
    await readyToWorkOffline(page);
    await showNews();
    await expect(cards).toHaveCount(9, { timeout: NEWS_COMES_MS });

    // From now on the service answers HTTP 200 with {"status":"error"}. On the context, so the
    // worker's own refresh of the feed meets it too. Fetched once, before: a route's own fetch is
    // disposed when its request goes (the page reloaded meanwhile), and then cannot answer.
    const failed = await context.request.fetch(`${FEED_FIXTURES}/feed/feed-status-error`);
    let failedAnswers = 0;
    await context.route(e2eNewsFeedUrl(), async (route) => {
      await route.fulfill({ response: failed });
      failedAnswers += 1;
    });
    // The page gets the cached feed at once while the worker refreshes it with the failed answer;
    // the second visit shows what that refresh left in the cache.
    await showNews();
    await expect.poll(() => failedAnswers).toBeGreaterThan(0);
    await showNews();
    await expect(cards).toHaveCount(9);

    await context.setOffline(true);
    await showNews();
    await expect(cards).toHaveCount(9);
    await expect(page.locator('#insights').getByText('Bank of England holds rates')).toBeVisible();
  });
});

test.describe('data saver', () => {
  test('under Save-Data the worker never fetches the hero video, and does once the connection allows, once the code runs', async ({
    page,
    context,
  }) => {
    await reportConnection(page, { saveData: true, effectiveType: '4g' });
    // The context sees the worker's requests as well as the page's.
    const videoRequests: string[] = [];
    context.on('request', (request) => {
      if (isHeroVideo(request.url())) videoRequests.push(request.url());
    });
    await page.goto('/');
    await readyToWorkOffline(page);
    // A second visit, now under the worker's control, as a returning visitor's.
    await page.reload();
    await startTheCode(page);
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    expect(await heroVideoCached(page)).toBe(false);
    // Everything else was precached: the site still opens offline.
    expect(await precachedPaths(page)).toContain('/index.html');

    // A later visit on a connection that allows it: the worker fetches and keeps the video.
    const later = await context.newPage();
    await later.goto('/');
    await waitForHeroVideoCached(later);
    expect(videoRequests.length).toBeGreaterThan(0);
  });
});

test.describe('news thumbnails', () => {
  // The image host's error while it is down, as the browser logs it.
  test.use({ expectedConsoleError: /status of 500/ });

  test('an image the host answered with an error is not served from the cache once it is back', async ({
    page,
    context,
  }) => {
    const thumbnail = `${FEED_FIXTURES}/images/markets.svg`;
    const firstCard = page.locator('#insights').getByRole('article').first();
    const showNews = async () => {
      await page.reload();
      await page.locator('#insights').scrollIntoViewIfNeeded();
      await firstCard.scrollIntoViewIfNeeded();
    };
    await page.goto('/');
    await readyToWorkOffline(page);

    // The host fails: an error status with an image body (a tiny one), as CDNs send.
    let errors = 0;
    await context.route(thumbnail, async (route) => {
      errors += 1;
      await route.fulfill({
        status: 500,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'image/svg+xml' },
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="7" height="7"/>',
      });
    });
    await showNews();
    await expect.poll(() => errors).toBeGreaterThan(0);

    // The host is back: the card shows the real image (800 px wide), not a kept error.
    await context.unroute(thumbnail);
    await showNews();
    await expect
      .poll(() =>
        firstCard
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)
          .catch(() => 0),
      )
      .toBe(800);
    const kept = await page.evaluate(async (url) => {
      const answer = await (await caches.open('news-images-v1')).match(url);
      return answer ? { status: answer.status, type: answer.type } : null;
    }, thumbnail);
    expect(kept).toEqual({ status: 200, type: 'cors' });
  });
});

test.describe('the navigation fallback', () => {
  // What the browser logs around these documents: the function's 405 to a GET, its own request for
  // /favicon.ico (404) beside the JSON, and its XML viewer's inline styles, which the site's CSP blocks.
  test.use({ expectedConsoleError: /status of 40[45]|Applying inline style violates/ });

  test('leaves the function and files to the network, queries included', async ({ page }) => {
    await page.goto('/');
    await readyToWorkOffline(page);
    // The local function answers a GET with 405 and a JSON reason.
    const functionAnswer = await page.goto(FUNCTION_PATH);
    expect(functionAnswer?.fromServiceWorker()).toBe(false);
    expect(functionAnswer?.status()).toBe(405);
    expect(await functionAnswer?.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    // A query string must not make a file look like a page.
    for (const [path, content] of [
      ['/robots.txt?x=1', 'Disallow: /functions/'],
      ['/sitemap.xml?x=1', '<urlset'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.fromServiceWorker(), path).toBe(false);
      expect(answer?.status(), path).toBe(200);
      expect(await answer?.text(), path).toContain(content);
    }
    // ...while a page stays the worker's, whatever its query holds.
    const pageAnswer = await page.goto('/fixed-income?next=/a.b');
    expect(pageAnswer?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('updates', () => {
  test('a new build served in place of the old one is offered, and Reload shows it', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const site = await serveFirstBuild();
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    await context.addInitScript(() => localStorage.setItem('disclaimerAccepted', 'true'));
    try {
      const page = await context.newPage();
      await page.goto(site.origin);
      await readyToWorkOffline(page);
      const firstVersion = await page.locator('.site-footer-version').textContent();

      const second = await secondBuild();
      // Files of the first build the second no longer has (code that changed with the version).
      // They stay on the server, as on a host that keeps old files; only the worker drops them.
      const secondUrls = new Set((await precachedFiles(second)).map((file) => file.url));
      const dropped = (await precachedFiles('dist'))
        .map((file) => file.url)
        .filter((url) => !secondUrls.has(url))
        .map((url) => `/${url}`);
      expect(dropped.length, 'the second build drops some files').toBeGreaterThan(0);
      expect(await precachedPaths(page)).toEqual(expect.arrayContaining(dropped));
      await site.publishSecondBuild();
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

      const prompt = page.getByText('A new version is available');
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.locator('.site-footer-version')).toHaveText(`Version ${SECOND_VERSION}`, {
        timeout: 30_000,
      });
      expect(firstVersion).not.toBe(`Version ${SECOND_VERSION}`);
      // The new worker has removed what only the old one needed.
      await expect
        .poll(async () => (await precachedPaths(page)).filter((path) => dropped.includes(path)))
        .toEqual([]);
      expect(await precachedPaths(page)).toContain('/index.html');
    } finally {
      await context.close();
      site.close();
    }
  });
});

/**
 * In the page: the browser's offer to install, as Chromium makes it with `beforeinstallprompt`,
 * now or, with `onManifest`, the moment the page links its manifest (Chromium makes none before).
 * Its prompt marks the window `prompted`.
 */
function offerToInstall(onManifest?: boolean) {
  const offer = () => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  };
  if (!onManifest) return offer();
  new MutationObserver((_changes, observer) => {
    if (!document.head?.querySelector('link[rel=manifest]')) return;
    observer.disconnect();
    offer();
  }).observe(document, { childList: true, subtree: true });
}

/** Presses Install app in the footer, where the visitor finds it, and expects the browser's prompt. */
async function installFromFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const install = footer.getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  await install.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
    .toBe(true);
  return install;
}

test('keeps an offer to install made as soon as the page links its manifest', async ({ page }) => {
  // The manifest is held until after paint, and the first script, listening already, links it
  // then: an offer made at once is kept, though the app's code has not been wanted yet.
  await page.addInitScript(offerToInstall, true);
  await page.goto('/');
  await installFromFooter(page);
});

test('offers "Install app" in the footer where the browser can install, and uses the browser\'s prompt', async ({
  page,
}) => {
  await page.goto('/');
  await readyToWorkOffline(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Install app' })).toBeHidden();
  await page.evaluate(offerToInstall, undefined);
  const install = await installFromFooter(page);
  await expect(install).toBeHidden();
});

test.describe('on iOS Safari, which makes no offer', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('"Install app" shows the Add to Home Screen steps, which Close closes', async ({ page }) => {
    await page.goto('/fixed-income');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('button', { name: 'Install app' }).click();
    const steps = page.getByRole('dialog', { name: /^Install / });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await steps.getByRole('button', { name: 'Close' }).click();
    await expect(steps).toBeHidden();
  });
});
