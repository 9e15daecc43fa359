import 'fake-indexeddb/auto';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { expectConsoleError } from '../test/console-errors';
import { stubMatchMedia } from '../test/match-media';
import { App } from './app';

// One page fails to render; the real router and root layout must catch it.
vi.mock('../features/legal/legal-page', () => ({
  LegalPage: () => {
    throw new Error('simulated render failure');
  },
}));

beforeAll(() => {
  stubMatchMedia();
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

it('shows the fallback with a way home when a page fails to render', async () => {
  expectConsoleError(/simulated render failure/);
  render(<App history={createMemoryHistory({ initialEntries: ['/privacy-policy'] })} />);
  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByText('simulated render failure')).toBeNull();
  // The site around the failed page still works.
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
});
