import { IPHONE_SAFARI } from '../../test/user-agents';
import { installOfferMadeEarlier, keepInstallOffer } from './install-offer';

const page =
  '<template data-after-paint><script type="module" src="/assets/index.js"></script>' +
  '<link rel="manifest" href="/manifest.webmanifest"></template>';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

it('puts the manifest in once it listens for the offer, which Chromium makes only then', () => {
  document.head.innerHTML = page;
  document.body.innerHTML = '<span data-install-place></span>';
  // As Chromium can: the offer comes the moment the page links its manifest.
  const offer = new Event('beforeinstallprompt', { cancelable: true });
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    append(...nodes);
    window.dispatchEvent(offer);
  });
  const wantNear = vi.fn();
  keepInstallOffer(wantNear);
  expect(offer.defaultPrevented).toBe(true);
  expect(installOfferMadeEarlier()).toBe(offer);
  expect(wantNear).toHaveBeenCalledWith(document.querySelector('[data-install-place]'));
  expect(document.head.querySelectorAll('link[rel=manifest]')).toHaveLength(1);

  // Installed: the offer no longer stands.
  window.dispatchEvent(new Event('appinstalled'));
  expect(installOfferMadeEarlier()).toBeNull();
});

it('on iOS Safari, which makes no offer, gives the places at once for its Add to Home Screen steps', () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
  document.head.innerHTML = page;
  document.body.innerHTML = '<span data-install-place></span>';
  const wantNear = vi.fn();
  keepInstallOffer(wantNear);
  expect(wantNear).toHaveBeenCalledOnce();
  expect(document.head.querySelector('link[rel=manifest]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
});
