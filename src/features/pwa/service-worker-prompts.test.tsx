import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { ServiceWorkerPrompts } from './service-worker-prompts';

const HOUR_MS = 60 * 60 * 1000;

const registration = vi.hoisted(() => ({
  installing: null as object | null,
  update: vi.fn(async () => {}),
}));

// The worker registers as the page starts, as vite-plugin-pwa's hook reports it.
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW(options: { onRegisteredSW?: (url: string, found: unknown) => void }) {
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the real hook registers once
    useEffect(() => options.onRegisteredSW?.('/sw.js', registration), []);
    const noop = () => {};
    return {
      needRefresh: [false, noop],
      offlineReady: [false, noop],
      updateServiceWorker: async () => {},
    };
  },
}));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('asks for a new version every hour while online, and not while offline or installing one', () => {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  render(<ServiceWorkerPrompts />);

  vi.advanceTimersByTime(HOUR_MS - 1000);
  expect(registration.update).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1000);
  expect(registration.update).toHaveBeenCalledTimes(1);

  online.mockReturnValue(false);
  vi.advanceTimersByTime(HOUR_MS);
  expect(registration.update).toHaveBeenCalledTimes(1);

  online.mockReturnValue(true);
  registration.installing = {};
  vi.advanceTimersByTime(HOUR_MS);
  expect(registration.update).toHaveBeenCalledTimes(1);

  registration.installing = null;
  vi.advanceTimersByTime(HOUR_MS);
  expect(registration.update).toHaveBeenCalledTimes(2);
});
