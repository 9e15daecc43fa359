import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { registerWorker } from './worker-registration';

const HOUR_MS = 60 * 60 * 1000;

const worker = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  updateWorker: vi.fn(async () => {}),
}));

vi.mock('virtual:pwa-register', () => ({
  registerSW(options: RegisterSWOptions) {
    worker.options = options;
    return worker.updateWorker;
  },
}));

const notices = () => document.querySelector('section[aria-label="Notifications"]');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      serviceWorker: new EventTarget(),
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

it('says the site is ready offline once the first install takes the page over, in a notice that passes after 4 s, unless pointed at', () => {
  registerWorker();
  expect(notices()?.querySelector('li')).toBeNull();
  navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
  const notice = notices()?.querySelector('li');
  expect(notice).toHaveTextContent('Ready to work offline');
  expect(notice?.parentElement).toHaveAttribute('aria-live', 'polite');

  notice?.dispatchEvent(new Event('pointerenter'));
  vi.advanceTimersByTime(10_000);
  expect(notice).toBeInTheDocument();
  notice?.dispatchEvent(new Event('pointerleave'));
  vi.advanceTimersByTime(4000);
  expect(notice).not.toBeInTheDocument();
});

it('says nothing on a page a worker served: the site was ready offline before it', () => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { workerStart: 12 } as PerformanceNavigationTiming,
  ]);
  registerWorker();
  navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
  expect(notices()?.querySelector('li')).toBeNull();
});

it('offers a waiting version once, until closed, and Reload hands over to it', () => {
  registerWorker();
  worker.options?.onNeedRefresh?.();
  worker.options?.onNeedRefresh?.();
  expect(notices()?.querySelectorAll('li')).toHaveLength(1);
  const notice = notices()?.querySelector('li');
  expect(notice).toHaveTextContent('A new version is available');
  vi.advanceTimersByTime(60_000);
  expect(notice).toBeInTheDocument();

  [...(notice?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Reload')?.click();
  expect(worker.updateWorker).toHaveBeenCalledWith(true);
  notice?.querySelector<HTMLButtonElement>('[aria-label="Close notification"]')?.click();
  expect(notice).not.toBeInTheDocument();
});

it('asks for a new version every hour while online, and not while offline or installing one', () => {
  const registration = { installing: null as object | null, update: vi.fn(async () => {}) };
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  registerWorker();
  worker.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);

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
