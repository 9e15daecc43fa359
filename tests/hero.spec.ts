import type { Page } from '@playwright/test';
import type { ConnectionHints } from '../src/lib/heavy-media';
import { isHeroVideo, reportConnection } from './support/connection';
import { appStarted, expect, test } from './support/fixtures';

const video = (page: Page) => page.locator('video.hero-video');
const isPaused = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => element.paused);

async function setPageVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Scrolls so that this share of the video's height is still in the viewport (the rest above it). */
async function scrollToVisibleShare(page: Page, share: number) {
  await video(page).evaluate((element, visibleShare) => {
    const box = element.getBoundingClientRect();
    const top = box.top + window.scrollY;
    window.scrollTo({ top: top + box.height * (1 - visibleShare), behavior: 'instant' });
  }, share);
}

test.describe('hero video', () => {
  test('autoplays muted and looping, inline, with no controls, revealed once its metadata loads', async ({
    page,
  }) => {
    await page.goto('/');
    const element = video(page);
    await expect(element).toHaveJSProperty('muted', true);
    await expect(element).toHaveJSProperty('loop', true);
    await expect(element).toHaveJSProperty('controls', false);
    await expect(element).toHaveAttribute('playsinline', '');
    await expect(element).toHaveAttribute('autoplay', '');
    await expect(element.locator('source')).toHaveCount(2);
    await expect(element.locator('source').first()).toHaveAttribute('type', 'video/webm');
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'ready');
    await expect.poll(() => isPaused(page)).toBe(false);
    await expect.poll(() => element.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    const prevented = await element.evaluate(
      (e) => !e.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
    );
    expect(prevented).toBe(true);
    expect(await element.evaluate((e) => getComputedStyle(e.parentElement!).userSelect)).toBe(
      'none',
    );
  });

  test('pauses when scrolled out of view and resumes on return', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.locator('#team').scrollIntoViewIfNeeded();
    await expect.poll(() => isPaused(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => isPaused(page)).toBe(false);
  });

  test('plays only while at least 30% of it is in view', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => isPaused(page)).toBe(false);
    for (const [share, paused] of [
      [0.2, true],
      [0.4, false],
      [0.2, true],
    ] as const) {
      await scrollToVisibleShare(page, share);
      await expect.poll(() => isPaused(page), `${share * 100}% in view`).toBe(paused);
    }
  });

  test("shows the poster, with the video hidden, until the video's metadata has loaded", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let videoRequests = 0;
    await page.route(/\/media\/hero\.(webm|mp4)$/, async (route) => {
      videoRequests += 1;
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect.poll(() => videoRequests, 'the video is being fetched').toBeGreaterThan(0);
    await expect(page.locator('img.hero-poster')).toBeVisible();
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'poster');
    await expect(video(page)).toHaveCSS('opacity', '0');
    release();
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'ready');
    await expect(video(page)).toHaveCSS('opacity', '1');
  });

  test('pauses while the tab is hidden and resumes when it is shown', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => isPaused(page)).toBe(false);
    await setPageVisibility(page, 'hidden');
    await expect.poll(() => isPaused(page)).toBe(true);
    await setPageVisibility(page, 'visible');
    await expect.poll(() => isPaused(page)).toBe(false);
  });

  test('the health check restarts a video that should be playing but stopped', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => isPaused(page)).toBe(false);
    const pausedNow = await video(page).evaluate((element: HTMLVideoElement) => {
      element.pause();
      return element.paused;
    });
    expect(pausedNow).toBe(true);
    // Checked every 2 s.
    await expect.poll(() => isPaused(page), { timeout: 6000 }).toBe(false);
  });

  test('when autoplay is refused, the poster stays and no error shows', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(new DOMException('autoplay refused', 'NotAllowedError'));
    });
    await page.goto('/');
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'unavailable');
    await expect(video(page)).toBeHidden();
    await expect(page.locator('img.hero-poster')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('data saver', () => {
  /**
   * Loads the home page with the browser reporting this connection, as Chromium does under
   * Save-Data or on a slow network, and returns the hero video requests as they are made.
   */
  async function videoRequestsOn(page: Page, connection: ConnectionHints): Promise<string[]> {
    await reportConnection(page, connection);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (isHeroVideo(request.url())) requests.push(request.url());
    });
    await page.goto('/');
    return requests;
  }

  for (const [name, connection] of [
    ['Save-Data on', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`once the code runs with ${name}, the video is never requested and the poster stays`, async ({
      page,
    }) => {
      const requests = await videoRequestsOn(page, connection);
      // The code decides whether to play the video: nothing asked for before it runs proves nothing.
      await appStarted(page);
      // Long enough for a video the page decided to play to have been asked for (the 4g test).
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      await expect(page.locator('video')).toHaveCount(0);
      await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'poster');
      await expect(page.locator('img.hero-poster')).toBeVisible();
      expect(
        await page
          .locator('img.hero-poster')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    });
  }

  test('on a 4g connection without Save-Data, the video is requested', async ({ page }) => {
    const requests = await videoRequestsOn(page, { saveData: false, effectiveType: '4g' });
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'ready');
  });
});

test.describe('hero poster', () => {
  // The poster covers the hero, so it is drawn at the viewport's width or 16/9 of its height.
  for (const [viewport, file] of [
    [{ width: 600, height: 320 }, 'hero-poster-640.avif'],
    [{ width: 1280, height: 720 }, 'hero-poster.avif'],
    [{ width: 390, height: 844 }, 'hero-poster.avif'],
  ] as const) {
    test(`a ${viewport.width}x${viewport.height} screen downloads ${file}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const poster = page.locator('img.hero-poster');
      await expect
        .poll(() => poster.evaluate((image: HTMLImageElement) => image.currentSrc))
        .toMatch(new RegExp(`/media/${file.replace('.', '\\.')}$`));
      expect(
        await poster.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    });
  }
});

test.describe('home images', () => {
  const SERVICE_IMAGES = ['fixed-income.svg', 'alternative-assets.svg', 'capital-raising.svg'];

  test('the prerendered page preloads the poster and the three service images', async ({
    page,
    browser,
    baseURL,
  }) => {
    // As the prerendered page arrives, before any script.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const staticPage = await context.newPage();
    await staticPage.goto('/');
    const preloads = await staticPage
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute('href'),
          srcset: link.getAttribute('imagesrcset'),
          priority: link.getAttribute('fetchpriority'),
        })),
      );
    await context.close();
    expect(preloads).toContainEqual({
      href: null,
      srcset: expect.stringMatching(/\/media\/hero-poster\.avif 1280w/),
      priority: 'high',
    });
    expect(preloads.map((preload) => preload.href).filter(Boolean)).toEqual(
      SERVICE_IMAGES.map((file) => `/media/${file}`),
    );

    // And the browser fetched them because of those preloads, not when it met the images.
    await page.goto('/');
    const initiators = await page.evaluate((files) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return files.map(
        (file) => entries.find((entry) => entry.name.endsWith(`/media/${file}`))?.initiatorType,
      );
    }, SERVICE_IMAGES);
    expect(initiators).toEqual(['link', 'link', 'link']);
  });
});

test.describe('on a first visit', () => {
  test.use({ disclaimerAccepted: false });

  test('accepting the disclaimer restarts the video at once', async ({ page }) => {
    await page.addInitScript(() => {
      const log = { accepted: -1, plays: [] as number[] };
      (window as unknown as { videoLog: typeof log }).videoLog = log;
      window.addEventListener('disclaimer:accepted', () => (log.accepted = performance.now()), {
        capture: true,
      });
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        log.plays.push(performance.now());
        return play.call(this);
      };
    });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Important Disclaimer' })).toBeVisible();
    await expect.poll(() => isPaused(page)).toBe(false);
    // Paused and ticked in one step, so the 2 s health check cannot restart it in between.
    const checkbox = page.getByRole('checkbox', { name: /I AGREE/ });
    await checkbox.evaluate((box: HTMLInputElement) => {
      document.querySelector<HTMLVideoElement>('video.hero-video')?.pause();
      box.click();
    });
    await expect(checkbox).toHaveCount(0);
    await expect.poll(() => isPaused(page)).toBe(false);
    const log = await page.evaluate(
      () => (window as unknown as { videoLog: { accepted: number; plays: number[] } }).videoLog,
    );
    expect(log.accepted).toBeGreaterThan(0);
    // Restarted by the acceptance itself, not by the 2 s health check.
    expect(log.plays.some((time) => time >= log.accepted && time - log.accepted < 50)).toBe(true);
  });
});

const BRAND = 'Valletta & Thames';
const TAGLINE = 'Preserve Wealth. Produce Income';

/** One frame of the title: when it was drawn, and the text each line showed (hidden text is ''). */
interface TitleFrame {
  at: number;
  lines: string[];
}

/**
 * Records, on every frame from the page's first until the typing has finished, what the title's
 * two lines visibly show: a frame callback runs just before each paint.
 */
async function recordTitleFrames(page: Page): Promise<() => Promise<TitleFrame[]>> {
  await page.addInitScript(() => {
    const frames: TitleFrame[] = [];
    (window as unknown as { titleFrames: TitleFrame[] }).titleFrames = frames;
    const record = () => {
      const lines = [...document.querySelectorAll<HTMLElement>('.hero-title .typed-visual')];
      if (lines.length > 0) {
        frames.push({
          at: performance.now(),
          lines: lines.map((line) =>
            getComputedStyle(line).visibility === 'hidden'
              ? ''
              : (line.querySelector('.typed-done')?.textContent ?? ''),
          ),
        });
      }
      const typed = lines.length > 0 && lines.every((line) => line.dataset.typing === 'false');
      if (!typed && frames.length < 3000) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return () =>
    page.evaluate(() => (window as unknown as { titleFrames: TitleFrame[] }).titleFrames);
}

test.describe('typed title', () => {
  test('is typed in from nothing, never shown whole first, while screen readers get the full text', async ({
    page,
  }) => {
    const titleFrames = await recordTitleFrames(page);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName(`${BRAND} ${TAGLINE}`);
    const visual = (index: number) => page.locator('.hero-title .typed-visual').nth(index);
    await expect(visual(1)).toHaveAttribute('data-typing', 'false', { timeout: 10_000 });
    await expect(visual(0).locator('.typed-done')).toHaveText(BRAND);
    await expect(visual(1).locator('.typed-done')).toHaveText(TAGLINE);
    await expect(visual(1).locator('.typed-rest')).toHaveText('');

    const frames = await titleFrames();
    // The prerendered page's first paint, before the app has started, shows nothing of the title.
    expect(frames[0]?.lines).toEqual(['', '']);
    // From there each line only ever grows by what is typed: it never shows more, then less.
    for (const [index, frame] of frames.slice(1).entries()) {
      const before = frames[index]!;
      frame.lines.forEach((line, lineIndex) =>
        expect(line.startsWith(before.lines[lineIndex]!), `frame ${index + 1}`).toBe(true),
      );
    }
    expect(frames.at(-1)?.lines).toEqual([BRAND, TAGLINE]);
    // Typed character by character, not shown at once.
    expect(new Set(frames.map((frame) => frame.lines[1])).size).toBeGreaterThan(10);
  });

  test("shows the whole title within seconds when the app's code never arrives", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    const titleFrames = await recordTitleFrames(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      `${BRAND} ${TAGLINE}`,
    );
    const visual = page.locator('.hero-title .typed-visual');
    await expect(visual.nth(0)).toBeVisible({ timeout: 8000 });
    await expect(visual.nth(1)).toBeVisible();
    await expect(visual.nth(0)).toHaveText(BRAND);
    await expect(visual.nth(1)).toHaveText(TAGLINE);
    // Hidden while the app could still come (the stylesheet waits 3 s), never left hidden.
    const frames = await titleFrames();
    expect(frames[0]?.lines).toEqual(['', '']);
    expect(frames.filter((frame) => frame.at < 2500).every((f) => f.lines.join('') === '')).toBe(
      true,
    );
    await context.close();
  });

  test('shows the whole title at once without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const visual = page.locator('.hero-title .typed-visual');
    for (const [index, text] of [BRAND, TAGLINE].entries()) {
      await expect(visual.nth(index)).toBeVisible();
      await expect(visual.nth(index)).toHaveText(text);
      // Shown by the stylesheet as it is, not by the fallback that waits for an app.
      await expect(visual.nth(index)).toHaveCSS('animation-name', 'none');
    }
    await context.close();
  });

  test('is not typed again when the app arrives after the title has been shown', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      // Well after the stylesheet's 3 s fallback has shown the title.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue();
    });
    const titleFrames = await recordTitleFrames(page);
    await page.goto('/');
    const visual = page.locator('.hero-title .typed-visual');
    await expect(visual.nth(1)).toHaveAttribute('data-typing', 'false');
    const frames = await titleFrames();
    expect(frames[0]?.lines).toEqual(['', '']);
    // Hidden, then shown whole by the stylesheet's fallback, and left whole once the app runs.
    const firstShown = frames.findIndex((frame) => frame.lines.join('') !== '');
    expect(firstShown).toBeGreaterThan(0);
    for (const frame of frames.slice(firstShown)) expect(frame.lines).toEqual([BRAND, TAGLINE]);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the poster without a video and the whole title from the first paint', async ({
    page,
  }) => {
    const titleFrames = await recordTitleFrames(page);
    await page.goto('/');
    await expect(page.locator('img.hero-poster')).toBeVisible();
    await expect(video(page)).toHaveCount(0);
    await expect(page.locator('.hero-title [data-typing="false"]')).toHaveCount(2);
    const frames = await titleFrames();
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame.lines).toEqual([BRAND, TAGLINE]);
  });
});
