import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { stubMatchMedia } from '../../test/match-media';
import SonnerToaster from './sonner-toaster';

// The specification's values (section 9), written out rather than read from TOAST_SETTINGS, so
// a wrong constant fails here.
const SPEC = { durationMs: 4000, visible: 3, width: '356px', gap: '14px' };

// The toaster follows the device's colour scheme, which it asks matchMedia, absent in jsdom.
beforeEach(() => stubMatchMedia());

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

/** The toaster's live region, named with its hotkey as screen readers announce it. */
const notifications = () => screen.getByRole('region', { name: 'Notifications alt+T' });

it('sits bottom right, 356 px wide with a 14 px gap, reached with Alt+T', async () => {
  const user = userEvent.setup();
  render(<SonnerToaster />);
  act(() => void toast('Saved'));

  const list = await within(notifications()).findByRole('list');
  expect(list).toHaveAttribute('data-y-position', 'bottom');
  expect(list).toHaveAttribute('data-x-position', 'right');
  expect(list.style.getPropertyValue('--width')).toBe(SPEC.width);
  expect(list.style.getPropertyValue('--gap')).toBe(SPEC.gap);

  await user.keyboard('{Alt>}t{/Alt}');
  expect(list).toHaveFocus();
});

it('shows at most 3 toasts at once', async () => {
  render(<SonnerToaster />);
  act(() => {
    for (const title of ['One', 'Two', 'Three', 'Four']) toast(title);
  });
  await screen.findByText('Four');
  const toasts = within(notifications()).getAllByRole('listitem');
  expect(toasts).toHaveLength(4);
  expect(toasts.filter((item) => item.dataset.visible === 'true')).toHaveLength(SPEC.visible);
});

it('closes a toast after 4000 ms', () => {
  vi.useFakeTimers();
  render(<SonnerToaster />);
  act(() => void toast('Saved'));
  act(() => vi.advanceTimersByTime(SPEC.durationMs - 100));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  // Then its exit animation (200 ms), and it is gone.
  act(() => vi.advanceTimersByTime(100 + 200));
  expect(screen.queryByText('Saved')).toBeNull();
});
