import { IPHONE_CHROME, IPHONE_SAFARI } from '../../test/user-agents';
import { INSTALL_OFFERED_ATTRIBUTE } from '../../lib/page-marks';
import { linkManifest, startInstallOffer } from './install-offer';

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

/** Whether the page is marked offered, which shows Install app (the stylesheet). */
const offered = () => document.documentElement.hasAttribute(INSTALL_OFFERED_ATTRIBUTE);

// The first script's listeners stay for the page's life, as they do in a browser.
startInstallOffer();

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.dispatchEvent(new Event('appinstalled')); // no offer left standing for the next test
});

it('keeps an offer made the moment the manifest is linked, and marks the page offered', () => {
  document.head.innerHTML = page;
  // As Chromium can: the offer comes the moment the page links its manifest.
  let offer: Event | undefined;
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    append(...nodes);
    offer = browserOffersInstall();
  });
  linkManifest();
  expect(offer?.defaultPrevented).toBe(true);
  expect(offered()).toBe(true);
  expect(document.head.querySelectorAll('link[rel=manifest]')).toHaveLength(1);
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
  expect(offered()).toBe(false);
});

it('on iOS Safari, which makes no offer, marks the page for its Add to Home Screen steps, and opens them on a press', () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
  document.documentElement.removeAttribute(INSTALL_OFFERED_ATTRIBUTE);
  startInstallOffer();
  expect(document.documentElement.getAttribute(INSTALL_OFFERED_ATTRIBUTE)).toBe('ios');
  document.body.innerHTML =
    '<button data-install-button>Install app</button><dialog data-install-steps></dialog>';
  document.querySelector('button')!.click();
  expect(document.querySelector('dialog')!.open).toBe(true);
});

it('in another iOS browser, which cannot add the site to the home screen from here, marks nothing', () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_CHROME);
  document.documentElement.removeAttribute(INSTALL_OFFERED_ATTRIBUTE);
  startInstallOffer();
  expect(offered()).toBe(false);
});
