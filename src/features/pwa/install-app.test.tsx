import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubMatchMedia } from '../../test/match-media';
import { DESKTOP_CHROME, IPHONE_CHROME, IPHONE_SAFARI } from '../../test/user-agents';
import { InstallApp } from './install-app';
import { startInstallOffer } from './install-offer';

// The page's first script, which keeps the browser's offer and answers the button's press.
startInstallOffer();

afterEach(() => {
  // Unmounted while matchMedia is still stubbed, or React meets the real (missing) one.
  cleanup();
  vi.unstubAllGlobals();
  window.dispatchEvent(new Event('appinstalled')); // no offer left standing for the next test
});

/** Renders the install action in a browser with this user agent, opened installed or not. */
async function openIn(agent: string, { installed = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  stubMatchMedia((query) => installed && query === '(display-mode: standalone)');
  render(<InstallApp />);
  // The browser is recognised just after the first render, so hydration matches the page's HTML.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The browser says it can install the site, as Chromium does with `beforeinstallprompt`. */
async function browserOffersInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
  });
  // Async: the button follows the page's mark, which React hears in a microtask.
  await act(async () => {
    window.dispatchEvent(event);
  });
  return event;
}

it('on iOS Safari, "Install app" shows the short Add to Home Screen steps', async () => {
  const user = userEvent.setup();
  await openIn(IPHONE_SAFARI);
  await user.click(screen.getByRole('button', { name: 'Install app' }));
  const steps = screen.getByRole('dialog', { name: 'Install Valletta & Thames' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual([
    'Tap the Share button in Safari’s toolbar.',
    'Choose “Add to Home Screen”.',
    'Tap “Add”.',
  ]);
  await user.click(within(steps).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('offers nothing in another iOS browser, or where the browser has not offered to install', async () => {
  await openIn(IPHONE_CHROME);
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  await openIn(DESKTOP_CHROME);
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
});

it("where the browser offers to install, uses the browser's own prompt", async () => {
  const user = userEvent.setup();
  await openIn(DESKTOP_CHROME);
  const offer = await browserOffersInstall();
  await user.click(screen.getByRole('button', { name: 'Install app' }));
  expect(offer.prompt).toHaveBeenCalledOnce();
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
});

it('offers nothing when already running installed, on iOS Safari or where the browser offers it', async () => {
  await openIn(IPHONE_SAFARI, { installed: true });
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  await browserOffersInstall();
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
});
