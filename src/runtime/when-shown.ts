/**
 * Runs `run` once the page is shown: at once, or, for a page the browser prerendered because its
 * link looked about to be followed (src/app/speculation-rules.ts), when the visitor follows it.
 * Until then a prerendered page starts nothing that acts for a visitor who may never come: no
 * code, no worker, no notice, no outbox, no video.
 */
export function whenShown(run: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', run, { once: true });
  } else {
    run();
  }
}
