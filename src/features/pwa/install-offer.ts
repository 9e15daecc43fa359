import { isIOS } from '../../lib/device';
import { wantWhenNear } from '../../runtime/demand';
import { EARLY_INSTALL_OFFER } from '../../runtime/markers';

/**
 * The browser's offer to install the site, kept from the page's first script: Chromium makes it
 * once, often before the app's code has been wanted, and the Install app button (install-app.tsx)
 * is the app's. Framework-free, so it costs a reader nothing.
 */

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where the Install app button goes: the code loads for it when it comes near. */
export const INSTALL_PLACE_ATTRIBUTE = 'data-install-place';

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
 * Keeps the browser's offer for the button, which needs the code to show: the code is wanted once
 * the button's place comes near, not when the offer is made. Chromium makes it on every page of an
 * installable site, moments after load (decision 0028 has the timing), and wanting the code then
 * would start the framework for every reader. iOS Safari, which makes no offer, gets its Add to
 * Home Screen steps the same way.
 */
export function keepInstallOffer(): void {
  let watching = false;
  const wantCodeNearInstallPlace = () => {
    if (watching) return;
    watching = true;
    const places = document.querySelectorAll(`[${INSTALL_PLACE_ATTRIBUTE}]`);
    for (const place of places) wantWhenNear(place, 'install');
  };
  const keep = (event: Event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    wantCodeNearInstallPlace();
  };
  // Made before this script came (it comes after load); the early script kept it.
  const early = (window as unknown as Record<string, Event | null | undefined>)[
    EARLY_INSTALL_OFFER
  ];
  if (early) keep(early);
  window.addEventListener('beforeinstallprompt', keep);
  window.addEventListener('appinstalled', () => {
    offer = null;
  });
  if (isIosSafari()) wantCodeNearInstallPlace();
}

/** From the page's first script: keeps an offer made before the starter came (it comes after load). */
export function holdInstallOfferForStarter(): void {
  const early = window as unknown as Record<string, Event | null>;
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    early[EARLY_INSTALL_OFFER] = event;
  });
  addEventListener('appinstalled', () => {
    early[EARLY_INSTALL_OFFER] = null;
  });
}
