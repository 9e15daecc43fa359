import { isIOS } from '../../lib/device';
import {
  AFTER_PAINT_ATTRIBUTE,
  INSTALL_BUTTON_ATTRIBUTE,
  INSTALL_OFFERED_ATTRIBUTE,
  INSTALL_PLACE_ATTRIBUTE,
} from '../../lib/page-marks';

/**
 * The browser's offer to install the site, owned by the page's first script throughout, as the
 * disclaimer is: it keeps the offer the moment it comes, marks the page as offered, and shows the
 * browser's prompt when Install app is pressed. The button is the app's markup (install-app.tsx),
 * shown while the mark stands; its code is wanted only when its place comes near (`wantNear`).
 * Chromium makes the offer once the page links its manifest, held by the prerenderer until after
 * paint (scripts/build/prerender-plugin.ts), then put in by the first script, which already
 * listens. Framework-free, so it costs a reader nothing.
 */

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Safari itself on iOS, not another browser's shell around it (Chrome, Firefox, Edge). */
export function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  return isIOS() && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

/** Whether the browser's offer stands on this page. */
export function installOffered(): boolean {
  return document.documentElement.hasAttribute(INSTALL_OFFERED_ATTRIBUTE);
}

/** From the first script, at once: the offer kept from whenever it comes, and used on a press. */
export function startInstallOffer(): void {
  const root = document.documentElement;
  let offer: BeforeInstallPromptEvent | null = null;
  const withdraw = () => {
    offer = null;
    root.removeAttribute(INSTALL_OFFERED_ATTRIBUTE);
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    root.setAttribute(INSTALL_OFFERED_ATTRIBUTE, '');
  });
  window.addEventListener('appinstalled', withdraw);
  document.addEventListener('click', ({ target }) => {
    if (
      !offer ||
      !(target instanceof Element) ||
      !target.closest(`[${INSTALL_BUTTON_ATTRIBUTE}]`)
    ) {
      return;
    }
    // A prompt is shown once per offer; the browser makes another if the visitor declines.
    void offer.prompt();
    withdraw();
  });
}

/** From the first script, once the page has loaded and been painted: the manifest, put in once. */
export function linkManifest(): void {
  const manifest = document
    .querySelector<HTMLTemplateElement>(`template[${AFTER_PAINT_ATTRIBUTE}]`)
    ?.content.querySelector('link[rel=manifest]');
  if (manifest) document.head.append(manifest);
}

/**
 * From the starter: the button's places to `wantNear` (src/main.tsx wants the code when one comes
 * near) once there is something to show, not the offer itself: Chromium makes it on every page of
 * an installable site, moments after it has the manifest (decision 0028 has the timing), and
 * wanting the code then would start the framework for every reader. iOS Safari, which makes no
 * offer, gets its Add to Home Screen steps the same way.
 */
export function wantInstallPlaces(wantNear: (place: Element) => void): void {
  const wantPlaces = () =>
    document.querySelectorAll(`[${INSTALL_PLACE_ATTRIBUTE}]`).forEach((place) => wantNear(place));
  if (installOffered() || isIosSafari()) wantPlaces();
  else window.addEventListener('beforeinstallprompt', wantPlaces, { once: true });
}
