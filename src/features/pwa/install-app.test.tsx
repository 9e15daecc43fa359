import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IPHONE_SAFARI } from '../../test/user-agents';
import { InstallApp } from './install-app';
import { startInstallOffer } from './install-offer';

afterEach(cleanup);

// Whether the button shows is the stylesheet's, by the first script's mark (install-offer.test.ts,
// and tests/pwa.spec.ts in a browser, where Close, a form that closes its dialog, is pressed too:
// jsdom does not close it). Here, what the markup shows once pressed.
it('on iOS Safari, "Install app" shows the short Add to Home Screen steps', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
  startInstallOffer();
  const user = userEvent.setup();
  render(<InstallApp />);
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
  expect(within(steps).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});
