import { afterLoadAndPaint } from './after-paint';
import { AFTER_PAINT_ATTRIBUTE } from './markers';
import { loadWhenReachable } from './retry';

/**
 * Runs the page's starter (src/main.tsx) once the page has loaded and been painted: nothing of it
 * is needed to show the page, and asked for sooner it would share the connection with what is
 * (the prerenderer holds it in a template). The page's manifest follows.
 * A starter that cannot be fetched (the connection dropped before the service worker had it) is
 * asked for again, as every download of the app's code is (./retry.ts).
 */
export function startStarterAfterPaint(): void {
  afterLoadAndPaint(() => {
    const template = document.querySelector<HTMLTemplateElement>(
      `template[${AFTER_PAINT_ATTRIBUTE}]`,
    );
    if (!template) return;
    template.remove();
    // One element per task, the entry first: each starts a download, and the nine at once took up
    // to 65 ms at a phone's 4x slowdown, right after the first paint, when a first tap often comes.
    for (const node of document.importNode(template.content, true).childNodes) {
      setTimeout(() => {
        if (!(node instanceof HTMLScriptElement)) return document.head.append(node);
        // Imported rather than put in the page: a script element runs (or fails) once, while an
        // import that failed is fetched afresh when tried again.
        void loadWhenReachable(() => import(/* @vite-ignore */ node.src));
      });
    }
  });
}
