/**
 * Runs `run` once the page is shown: at once, or, for a page prerendered ahead (by our speculation
 * rules or the browser's address bar), when the visitor opens it.
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
