import { orAfter } from './or-after';

/** The longest the wait below lasts after load for a paint that a hidden tab may never make. */
export const PAINT_WAIT_MS = 1000;

/**
 * Calls `run` once the page has loaded (every image, font and stylesheet in) and the browser has
 * reported its first contentful paint, which it does only once the frame has been presented and
 * which can come after load. Nothing run then can hold up what the visitor sees first, or share
 * the connection with it. A browser without paint timing, or a hidden tab, waits `PAINT_WAIT_MS`.
 */
export function afterLoadAndPaint(run: () => void): void {
  const painted = new Promise<void>((resolve) => {
    try {
      new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
  const whenLoaded = () => void orAfter(PAINT_WAIT_MS, painted).then(run);
  if (document.readyState === 'complete') whenLoaded();
  else addEventListener('load', whenLoaded, { once: true });
}
