import type { Page } from '@playwright/test';
import type { ConnectionHints } from '../../src/lib/heavy-media';

/**
 * Makes the page's `navigator.connection` report these hints, as Chromium does under Save-Data or
 * on a slow network (the page only: a service worker still sees the real connection).
 */
export async function reportConnection(page: Page, hints: ConnectionHints): Promise<void> {
  await page.addInitScript((reported) => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { ...reported, addEventListener() {}, removeEventListener() {} },
    });
  }, hints);
}

/** Whether a request's address is one of the hero video's files. */
export function isHeroVideo(url: string): boolean {
  return /\/media\/hero\.(webm|mp4)$/.test(new URL(url).pathname);
}
