import { orAfter } from './or-after';
import { downloadChain } from './download';
import { AFTER_PAINT_ATTRIBUTE } from '../lib/page-marks';

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

/**
 * Loads and runs the page's starter (src/starter.ts), from the first script after load and paint:
 * nothing of it is needed to show the page, and asked for sooner it would share the connection
 * with what is. The prerenderer holds its script and the modulepreload link of the chunk it
 * imports in a template; both are downloaded as every chain of the app's code is (./download.ts),
 * then imported: a script element runs (or fails) once, and Firefox never fetches a module again
 * whose fetch, or modulepreload, failed.
 */
export function loadStarter(): void {
  const held = document.querySelector<HTMLTemplateElement>(
    `template[${AFTER_PAINT_ATTRIBUTE}]`,
  )?.content;
  const entry = held?.querySelector('script[src]')?.getAttribute('src');
  const chain = [...(held?.querySelectorAll('link[rel=modulepreload]') ?? [])].map(
    (link) => link.getAttribute('href') ?? '',
  );
  if (entry) void downloadChain(() => import(/* @vite-ignore */ entry), [entry, ...chain]);
}
