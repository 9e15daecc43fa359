/**
 * What a page does before the app's code runs (it may arrive seconds later, or never): every
 * prerendered page carries this inline in its head, compiled at build (scripts/build/
 * first-script-text.ts), and the Content-Security-Policy allows exactly that text, by its hash.
 * It does only what HTML and CSS cannot, each part from the module that owns the element, so no
 * rule is written twice. docs/runtime.md has the table: for every element, what it does before
 * the code, what wakes the code, and what it does after. The order of its steps matters, each for
 * the reason given beside it: first-script.test.tsx fails when one moves.
 */
import { startSideMenu } from './components/layout/side-menu-behaviour';
import { disclaimerParsed, startDisclaimer } from './features/disclaimer/disclaimer-behaviour';
import { startHeroVideo } from './features/hero/hero-video-sources';
import { linkManifest, startInstallOffer } from './features/pwa/install-offer';
import { NOT_FOUND_CONSOLE_MESSAGE } from './lib/constants';
import { isLowEndDevice } from './lib/device';
import { afterLoadAndPaint, loadStarter } from './runtime/after-paint';
import { watchParts } from './runtime/wanted';
import { whenShown } from './runtime/when-shown';
import { skipTransitionOnBack } from './runtime/back-without-transition';
import { prerenderWhereThePointerHovers } from './runtime/prerender-on-hover';
import { holdPresses } from './runtime/held-presses';
import { LOW_END_ATTRIBUTE, prerenderedPage } from './lib/page-marks';

export function runFirstScript(): void {
  // Before the first paint, for the reveals, which then finish at a smaller share of a section
  // in view (layout.css).
  if (isLowEndDevice()) document.documentElement.setAttribute(LOW_END_ATTRIBUTE, '');
  // Before the disclaimer, which may end the script: Back from this page, whatever it shows.
  skipTransitionOnBack();
  if (!startDisclaimer()) return;

  // Listening from the start, so that the browser's offer to install is kept whenever it comes.
  startInstallOffer();
  // The first script waits for two moments. The page shown, loaded and painted: the starter, and
  // the manifest, which lets the browser make that offer.
  whenShown(() =>
    afterLoadAndPaint(() => {
      loadStarter();
      linkManifest();
    }),
  );
  startSideMenu();
  holdPresses();
  // The page parsed, long before the code:
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    disclaimerParsed();
    // The specification asks for the unknown path in the console, whether or not the code starts
    // (src/app/not-found-screen.tsx logs the paths the app shows the page for after that).
    if (prerenderedPage() === '404') {
      console.error(NOT_FOUND_CONSOLE_MESSAGE + location.pathname);
    }
    whenShown(startHeroVideo);
    prerenderWhereThePointerHovers();
    // After the disclaimer has taken focus by itself, which is no visitor using it.
    watchParts();
  });
}
