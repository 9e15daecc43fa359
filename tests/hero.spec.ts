import type { Page } from '@playwright/test';
import type { ConnectionHints } from '../src/lib/heavy-media';
import { isHeroVideo, reportConnection } from './support/connection';
import { startTheCode, expect, test } from './support/fixtures';
import { visibleTitle } from './support/motion';

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
    expect(await element.evaluate((e) => getComputedStyle(e.parentElement!).userSelect)).toBe(
      'none',
    );
  });

  // HTML cannot keep the browser's menu (with "Save video as…") from the video; the hero's
  // playback code does, which the starter brings after paint, with or without the app.
  test('once its code has come after paint, a right click on it opens no context menu', async ({
    page,
  }) => {
    await page.goto('/');
    const rightClickOpensMenu = () =>
      video(page).evaluate((e) =>
        e.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
      );
    await expect.poll(rightClickOpensMenu).toBe(false);
  });

  test('once the code runs, pauses when scrolled out of view and resumes on return', async ({
    page,
  }) => {
    await page.goto('/');
    await startTheCode(page);
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.locator('#team').scrollIntoViewIfNeeded();
    await expect.poll(() => isPaused(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => isPaused(page)).toBe(false);
  });

  test('once the code runs, plays only while at least 30% of it is in view', async ({ page }) => {
    await page.goto('/');
    await startTheCode(page);
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
    await expect(page.locator('.hero-media')).not.toHaveAttribute('data-video-state', 'ready');
    await expect(video(page)).toHaveCSS('opacity', '0');
    release();
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'ready');
    await expect(video(page)).toHaveCSS('opacity', '1');
  });

  test('once the code runs, pauses while the tab is hidden and resumes when it is shown', async ({
    page,
  }) => {
    await page.goto('/');
    await startTheCode(page);
    await expect.poll(() => isPaused(page)).toBe(false);
    await setPageVisibility(page, 'hidden');
    await expect.poll(() => isPaused(page)).toBe(true);
    await setPageVisibility(page, 'visible');
    await expect.poll(() => isPaused(page)).toBe(false);
  });

  test('once the code runs, the health check restarts a video that should be playing but stopped', async ({
    page,
  }) => {
    await page.goto('/');
    await startTheCode(page);
    await expect.poll(() => isPaused(page)).toBe(false);
    const pausedNow = await video(page).evaluate((element: HTMLVideoElement) => {
      element.pause();
      return element.paused;
    });
    expect(pausedNow).toBe(true);
    // Checked every 2 s.
    await expect.poll(() => isPaused(page), { timeout: 6000 }).toBe(false);
  });

  test('when autoplay is refused, the poster stays and no error shows, also once the code runs', async ({
    page,
  }) => {
    // The browser refuses autoplay: it neither starts the video by itself nor lets play() start it.
    await page.addInitScript(() => {
      const load = HTMLMediaElement.prototype.load;
      HTMLMediaElement.prototype.load = function (this: HTMLMediaElement) {
        this.autoplay = false;
        load.call(this);
      };
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(new DOMException('autoplay refused', 'NotAllowedError'));
    });
    await page.goto('/');
    await startTheCode(page);
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'unavailable');
    await expect(video(page)).toBeHidden();
    await expect(page.locator('img.hero-poster')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('with the code never arriving', () => {
  test.use({ holdScriptsMs: Infinity });

  test('the video autoplays muted over the poster, looping', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'ready');
    await expect.poll(() => isPaused(page)).toBe(false);
    await expect(video(page)).toHaveCSS('opacity', '1');
    await expect(video(page)).toHaveJSProperty('muted', true);
    await expect(video(page)).toHaveJSProperty('loop', true);
  });
});

test('without JavaScript, the poster stays and the video is never fetched', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isHeroVideo(request.url())) requests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('img.hero-poster')).toBeVisible();
  await expect(video(page)).toHaveCSS('opacity', '0');
  expect(requests).toEqual([]);
  await context.close();
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
    test(`with ${name}, the video is never requested and the poster stays, before and after the code runs`, async ({
      page,
    }) => {
      const requests = await videoRequestsOn(page, connection);
      await startTheCode(page);
      // The browser has chosen no video to play: it has nothing to fetch.
      await expect(video(page)).toHaveJSProperty('currentSrc', '');
      expect(requests).toEqual([]);
      await expect(page.locator('.hero-media')).not.toHaveAttribute('data-video-state', 'ready');
      await expect(video(page)).toHaveCSS('opacity', '0');
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
    // The counterpart of the data-saver tests' check: here the browser has chosen the video.
    const chosen = await video(page).evaluate((element: HTMLVideoElement) => element.currentSrc);
    expect(isHeroVideo(chosen)).toBe(true);
    await expect(page.locator('.hero-media')).toHaveAttribute('data-video-state', 'ready');
  });
});

test.describe('the first screen', () => {
  /** Every request the page makes for a poster or a service image, from now on. */
  function imageRequests(page: Page): string[] {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (
        /\/media\/(hero-poster|fixed-income|alternative-assets|capital-raising)/.test(request.url())
      )
        requests.push(request.url());
    });
    return requests;
  }

  // The poster covers the hero at any size, so whatever the screen it is the one in the page.
  for (const viewport of [
    { width: 600, height: 320 },
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test(`a ${viewport.width}x${viewport.height} screen shows the poster with no request for it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const requests = imageRequests(page);
      await page.goto('/');
      const poster = page.locator('img.hero-poster');
      await expect(poster).toBeVisible();
      expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        /^data:image\/avif;base64,/,
      );
      expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
      await page.waitForLoadState('load');
      expect(requests).toEqual([]);
    });
  }

  test('the three service images are in the page too, on the home page and each service page', async ({
    page,
  }) => {
    const requests = imageRequests(page);
    await page.goto('/');
    const cards = page.locator('img.service-card-art');
    await expect(cards).toHaveCount(3);
    for (const image of await cards.all()) {
      await image.scrollIntoViewIfNeeded();
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(640);
      expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    }
    for (const path of ['/fixed-income', '/alternative-assets', '/capital-raising']) {
      await page.goto(path);
      const art = page.locator('img.page-hero-art');
      await expect(art).toBeVisible();
      expect(await art.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(640);
    }
    await page.waitForLoadState('load');
    expect(requests).toEqual([]);
  });
});

test.describe('on a first visit', () => {
  test.use({ disclaimerAccepted: false });

  test('once the code runs, accepting the disclaimer restarts the video at once', async ({
    page,
  }) => {
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
    const dialog = page.getByRole('dialog', { name: 'Important Disclaimer' });
    await expect(dialog).toBeVisible();
    await startTheCode(page, dialog);
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

/** One frame of the title: when it was drawn, and the text each line visibly showed. */
interface TitleFrame {
  at: number;
  lines: string[];
}

/**
 * Records, on every frame from the page's first until the title is whole, what its two lines
 * visibly show (the characters that are not hidden): a frame callback runs just before each paint.
 */
async function recordTitleFrames(page: Page): Promise<() => Promise<TitleFrame[]>> {
  await page.addInitScript(
    ({ brand, tagline }) => {
      const frames: TitleFrame[] = [];
      (window as unknown as { titleFrames: TitleFrame[] }).titleFrames = frames;
      const record = () => {
        const parsed = [...document.querySelectorAll('.hero-title .typed-visual')];
        const lines = [brand, tagline].map((_, index) =>
          [...(parsed[index]?.children ?? [])]
            .filter((character) => getComputedStyle(character).visibility === 'visible')
            .map((character) => character.textContent)
            .join(''),
        );
        // A frame can come while the title is still being parsed, part of a line in the document
        // and the rest still on its way: what the title shows is read once all of it is there.
        const inTheDocument = [brand, tagline].every(
          (text, index) => parsed[index]?.textContent === text,
        );
        if (inTheDocument) frames.push({ at: performance.now(), lines });
        const whole = lines[0] === brand && lines[1] === tagline;
        if (!whole && frames.length < 3000) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    },
    { brand: BRAND, tagline: TAGLINE },
  );
  return () =>
    page.evaluate(() => (window as unknown as { titleFrames: TitleFrame[] }).titleFrames);
}

/** Waits for the title to be whole and checks how it got there, frame by frame. */
async function expectTypedFromNothing(page: Page, titleFrames: () => Promise<TitleFrame[]>) {
  await expect.poll(() => visibleTitle(page), { timeout: 15_000 }).toEqual([BRAND, TAGLINE]);
  await expect.poll(async () => (await titleFrames()).at(-1)?.lines).toEqual([BRAND, TAGLINE]);
  const frames = await titleFrames();
  // The prerendered page's first paint shows nothing of the title.
  expect(frames[0]?.lines).toEqual(['', '']);
  // From there each line only ever grows by what is typed: it never shows more, then less.
  for (const [index, frame] of frames.slice(1).entries()) {
    const before = frames[index]!;
    frame.lines.forEach((line, lineIndex) =>
      expect(line.startsWith(before.lines[lineIndex]!), `frame ${index + 1}`).toBe(true),
    );
  }
  // Typed character by character, not shown at once (a busy machine draws fewer frames).
  expect(new Set(frames.map((frame) => frame.lines[1])).size).toBeGreaterThan(3);
}

test.describe('typed title', () => {
  test('is typed in from nothing, never shown whole first, while screen readers get the full text', async ({
    page,
  }) => {
    const titleFrames = await recordTitleFrames(page);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName(`${BRAND} ${TAGLINE}`);
    await expectTypedFromNothing(page, titleFrames);
    await expect(heading).toHaveAccessibleName(`${BRAND} ${TAGLINE}`);
  });

  test('moves nothing as it types: the title keeps its place and size', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    const before = await title.boundingBox();
    await expect.poll(() => visibleTitle(page), { timeout: 15_000 }).toEqual([BRAND, TAGLINE]);
    expect(await title.boundingBox()).toEqual(before);
  });

  test.describe('with the code arriving while it types', () => {
    // The code comes in the middle of the typing, or near it: hydrating the title changes nothing.
    test.use({ holdScriptsMs: 1500 });

    test('goes on typing without starting again, and once the code runs the whole title stands', async ({
      page,
    }) => {
      const titleFrames = await recordTitleFrames(page);
      await page.goto('/');
      await expectTypedFromNothing(page, titleFrames);
      await startTheCode(page);
      expect(await visibleTitle(page)).toEqual([BRAND, TAGLINE]);
    });
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the poster, never fetching the video, and the whole title from the first paint', async ({
    page,
  }) => {
    const titleFrames = await recordTitleFrames(page);
    await page.goto('/');
    await expect(page.locator('img.hero-poster')).toBeVisible();
    await expect(video(page)).toBeHidden();
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.currentSrc)).toBe('');
    await expect.poll(() => visibleTitle(page)).toEqual([BRAND, TAGLINE]);
    const frames = await titleFrames();
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame.lines).toEqual([BRAND, TAGLINE]);
  });
});
