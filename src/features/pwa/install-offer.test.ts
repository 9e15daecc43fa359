import { IPHONE_SAFARI } from '../../test/user-agents';
import { INSTALL_OFFERED_ATTRIBUTE } from '../../lib/page-marks';
import {
  installOffered,
  linkManifest,
  startInstallOffer,
  wantInstallPlaces,
} from './install-offer';

const page =
  '<template data-after-paint><script type="module" src="/assets/index.js"></script>' +
  '<link rel="manifest" href="/manifest.webmanifest"></template>';

/** The browser's offer to install, as Chromium makes it; `prompt` records each prompt shown. */
function browserOffersInstall() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
  });
  window.dispatchEvent(offer);
  return offer;
}

// The first script's listeners stay for the page's life, as they do in a browser.
startInstallOffer();

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.dispatchEvent(new Event('appinstalled')); // no offer left standing for the next test
});

it('keeps an offer made the moment the manifest is linked, and wants the places near for it', () => {
  document.head.innerHTML = page;
  document.body.innerHTML = '<span data-install-place></span>';
  // As Chromium can: the offer comes the moment the page links its manifest.
  let offer: Event | undefined;
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    append(...nodes);
    offer = browserOffersInstall();
  });
  linkManifest();
  expect(offer?.defaultPrevented).toBe(true);
  expect(installOffered()).toBe(true);
  expect(document.head.querySelectorAll('link[rel=manifest]')).toHaveLength(1);

  // The starter, later: the offer already stands.
  const wantNear = vi.fn();
  wantInstallPlaces(wantNear);
  expect(wantNear).toHaveBeenCalledWith(document.querySelector('[data-install-place]'));
});

it('wants the places once an offer comes, not before', () => {
  document.body.innerHTML = '<span data-install-place></span>';
  const wantNear = vi.fn();
  wantInstallPlaces(wantNear);
  expect(wantNear).not.toHaveBeenCalled();
  browserOffersInstall();
  expect(wantNear).toHaveBeenCalledOnce();
});

it('answers a press of Install app with the browser’s prompt, once per offer', () => {
  document.body.innerHTML = '<button data-install-button><span>Install app</span></button>';
  const press = () => document.querySelector('span')!.click();
  press();
  const offer = browserOffersInstall();
  press();
  expect(offer.prompt).toHaveBeenCalledOnce();
  expect(document.documentElement.hasAttribute(INSTALL_OFFERED_ATTRIBUTE)).toBe(false);
  press();
  expect(offer.prompt).toHaveBeenCalledOnce();
});

it('withdraws the offer once the site is installed', () => {
  browserOffersInstall();
  window.dispatchEvent(new Event('appinstalled'));
  expect(installOffered()).toBe(false);
});

it('on iOS Safari, which makes no offer, gives the places at once for its Add to Home Screen steps', () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
  document.body.innerHTML = '<span data-install-place></span>';
  const wantNear = vi.fn();
  wantInstallPlaces(wantNear);
  expect(wantNear).toHaveBeenCalledOnce();
});
