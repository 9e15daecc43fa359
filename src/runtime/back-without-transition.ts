/**
 * Back and Forward show the page the visitor left at once, kept as it was, with no cross-fade: the
 * view transition (src/styles/base.css) is for following a link. Skipped as the page is left, so
 * the old page is not captured either; phones animate their own back gesture besides.
 */
export function skipTransitionOnBack(): void {
  addEventListener('pageswap', (event) => {
    if (event.activation?.navigationType === 'traverse') event.viewTransition?.skipTransition();
  });
}
