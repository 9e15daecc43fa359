import { isIOS } from '../../lib/device';
import {
  AFTER_PAINT_ATTRIBUTE,
  INSTALL_BUTTON_ATTRIBUTE,
  INSTALL_OFFERED_ATTRIBUTE,
  INSTALL_STEPS_ATTRIBUTE,
} from '../../lib/page-marks';

/**
 * The browser's offer to install the site, owned by the page's first script throughout, as the
 * disclaimer is: it keeps the offer the moment it comes, marks the page as offered, and shows the
 * browser's prompt when Install app is pressed (iOS Safari: its Add to Home Screen steps). The
 * button is prerendered markup (install-app.tsx) that the stylesheet shows while the mark stands.
 * Chromium makes the offer once the page links its manifest, held by the prerenderer until after
 * paint (scripts/build/prerender-plugin.ts), then put in by the first script, which already
 * listens. Framework-free, so it costs a reader nothing.
 */

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Safari itself on iOS, not another browser's shell around it (Chrome, Firefox, Edge). */
function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  return isIOS() && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
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
  const ios = isIosSafari();
  if (ios) root.setAttribute(INSTALL_OFFERED_ATTRIBUTE, 'ios');
  document.addEventListener('click', ({ target }) => {
    if (!(target instanceof Element) || !target.closest(`[${INSTALL_BUTTON_ATTRIBUTE}]`)) return;
    if (ios) {
      document.querySelector<HTMLDialogElement>(`dialog[${INSTALL_STEPS_ATTRIBUTE}]`)?.showModal();
    } else if (offer) {
      // A prompt is shown once per offer; the browser makes another if the visitor declines.
      void offer.prompt();
      withdraw();
    }
  });
}

/** From the first script, once the page has loaded and been painted: the manifest, put in once. */
export function linkManifest(): void {
  const manifest = document
    .querySelector<HTMLTemplateElement>(`template[${AFTER_PAINT_ATTRIBUTE}]`)
    ?.content.querySelector('link[rel=manifest]');
  if (manifest) document.head.append(manifest);
}
