import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { FIRST_RETRY_MS } from '../runtime/retry';
import { loadPagesWhenReachable } from './router';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// With the router's own lazy component, as the router plugin makes for each page: this pins what
// the retry relies on (its `preload` resolves whether the code came or not, loads afresh when
// called again, and is gone once the code has come), so an upgrade that changes it fails here.
it('a page whose code fails to download is tried again until it comes, then renders', async () => {
  let attempts = 0;
  const component = lazyRouteComponent(async () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <h1>Fixed Income</h1> };
  });
  loadPagesWhenReachable([
    { id: '/fixed-income', options: { component } },
  ] as unknown as AnyRoute[]);

  const { preload } = component;
  if (!preload) throw new Error('the router made the page no preload');
  let loaded = false;
  void Promise.resolve(preload()).then(() => (loaded = true));
  await vi.advanceTimersByTimeAsync(0);
  expect({ attempts, loaded }).toEqual({ attempts: 1, loaded: false });
  await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
  expect({ attempts, loaded }).toEqual({ attempts: 2, loaded: true });

  const Page = component;
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Fixed Income' })).toBeInTheDocument();
});
