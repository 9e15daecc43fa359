import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_SETTINGS } from '../lib/constants';
import { showPageNotice } from './page-notice';
import { PageNoticesRegion } from './page-notices-region';

// As the prerendered page holds it: parsed from its HTML, the item inside the template's content.
beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(createElement(PageNoticesRegion));
});
afterEach(() => vi.useRealTimers());

const region = () => screen.getByRole('region', { name: 'Notifications' });

it('shows a notice in the live region the page holds from its first paint, and passes after a while', async () => {
  vi.useFakeTimers();
  expect(region()).toHaveAttribute('aria-live', 'polite');
  showPageNotice({
    title: 'Ready to work offline',
    description: 'Pages open without a connection.',
  });
  expect(within(region()).getByRole('listitem')).toHaveTextContent(
    'Ready to work offlinePages open without a connection.',
  );
  expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(TOAST_SETTINGS.durationMs);
  expect(within(region()).queryByRole('listitem')).toBeNull();
});

it('shows a notice with an id once while it is there, with its action, until it is closed', async () => {
  const user = userEvent.setup();
  const reload = vi.fn();
  const notice = {
    id: 'update-available',
    title: 'A new version is available',
    description: 'Reload to use it.',
    stays: true,
    action: { label: 'Reload', run: reload },
  };
  showPageNotice(notice);
  showPageNotice(notice);
  expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
  await user.click(within(region()).getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledOnce();
  await user.click(within(region()).getByRole('button', { name: 'Close notification' }));
  expect(within(region()).queryByRole('listitem')).toBeNull();
});

it('has no action button where the notice has no action', () => {
  showPageNotice({ title: 'Saved', description: 'Sent when back online.' });
  expect(
    within(region())
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['×']);
});
