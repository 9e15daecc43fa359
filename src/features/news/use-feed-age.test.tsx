import { act, render, screen } from '@testing-library/react';
import { useFeedAge } from './use-feed-age';

function Age({ fetchedAt }: { fetchedAt: number | null }) {
  return <p>{useFeedAge(fetchedAt) ?? 'fresh'}</p>;
}

const MINUTE = 60 * 1000;

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

it('advances while the page stays open', () => {
  render(<Age fetchedAt={Date.now() - 59 * MINUTE} />);
  expect(screen.getByText('59 minutes ago')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(MINUTE));
  expect(screen.getByText('1 hour ago')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(23 * 60 * MINUTE));
  expect(screen.getByText('yesterday')).toBeInTheDocument();
});

it('says nothing once a fresh feed comes, or of one straight from the network', () => {
  const { rerender } = render(<Age fetchedAt={Date.now() - 3 * 60 * MINUTE} />);
  expect(screen.getByText('3 hours ago')).toBeInTheDocument();
  rerender(<Age fetchedAt={Date.now()} />);
  expect(screen.getByText('fresh')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(2 * MINUTE));
  expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
  rerender(<Age fetchedAt={null} />);
  expect(screen.getByText('fresh')).toBeInTheDocument();
});
