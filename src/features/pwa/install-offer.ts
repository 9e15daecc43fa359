import { isIOS } from '../../lib/device';
import { AFTER_PAINT_ATTRIBUTE, INSTALL_PLACE_ATTRIBUTE } from '../../lib/page-marks';

/**
 * The browser's offer to install the site, kept by the starter for the Install app button
 * (install-app.tsx), which is the app's. Chromium makes it only once the page links its manifest,
 * which the prerenderer holds back until after paint (scripts/build/prerender-plugin.ts): this
 * puts the link in once it listens for the offer, so none is made before anything listens.
 * Framework-free, so it costs a reader nothing.
 */

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;

/** Safari itself on iOS, not another browser's shell around it (Chrome, Firefox, Edge). */
export function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  return isIOS() && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

/** The offer the browser made before the app's code ran, if it still stands. */
export function installOfferMadeEarlier(): BeforeInstallPromptEvent | null {
  return offer;
}

/** The offer has been used (a prompt is shown once per event). */
export function forgetInstallOffer(): void {
  offer = null;
}

/**
 * Keeps the browser's offer for the button, which needs the code to show, and gives the button's
 * places to `wantNear` (src/main.tsx wants the code when one comes near), not the offer itself:
 * Chromium makes it on every page of an installable site, moments after it has the manifest (decision
 * 0028 has the timing), and wanting the code then would start the framework for every
 * reader. iOS Safari, which makes no offer, gets its Add to Home Screen steps the same way.
 */
export function keepInstallOffer(wantNear: (place: Element) => void): void {
  const wantPlacesNear = () =>
    document.querySelectorAll(`[${INSTALL_PLACE_ATTRIBUTE}]`).forEach((place) => wantNear(place));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    wantPlacesNear();
  });
  window.addEventListener('appinstalled', forgetInstallOffer);
  if (isIosSafari()) wantPlacesNear();
  // Moved out of the template, so it is put in once; the template's scripts were the starter's.
  const manifest = document
    .querySelector<HTMLTemplateElement>(`template[${AFTER_PAINT_ATTRIBUTE}]`)
    ?.content.querySelector('link[rel=manifest]');
  if (manifest) document.head.append(manifest);
}
