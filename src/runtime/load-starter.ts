import { loadWhenReachable } from './retry';
import { AFTER_PAINT_ATTRIBUTE } from '../lib/page-marks';

/**
 * Loads and runs the page's starter (src/starter.tsx), from the first script once the page has
 * loaded and been painted (./after-paint.ts): nothing of it is needed to show the page, and asked
 * for sooner it would share the connection with what is (the prerenderer holds it in a template:
 * the entry's script, the modulepreload link of the chunk it imports, and the page's manifest,
 * which the first script puts in: src/features/pwa/install-offer.ts). The starter's files are
 * downloaded as every piece of the app's code is (./retry.ts): both at once, and again until they
 * come. Imported rather than put in the page as elements: a script element runs (or fails) once,
 * and Firefox never fetches a module again whose fetch, or modulepreload, failed.
 */
export function loadStarter(): void {
  const held = document.querySelector<HTMLTemplateElement>(
    `template[${AFTER_PAINT_ATTRIBUTE}]`,
  )?.content;
  const entry = held?.querySelector('script[src]')?.getAttribute('src');
  const chain = [...(held?.querySelectorAll('link[rel=modulepreload]') ?? [])].map(
    (link) => link.getAttribute('href') ?? '',
  );
  if (entry) void loadWhenReachable(() => import(/* @vite-ignore */ entry), [entry, ...chain]);
}
