import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { OFFLINE_READY_STORAGE_KEY, registerWorker } from './worker-registration';

const HOUR_MS = 60 * 60 * 1000;

const worker = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  updateWorker: vi.fn(async () => {}),
  /** What the worker answers a page asking for the rest of the precache: all of it stored. */
  storedAll: true,
  active: {
    postMessage: vi.fn((_message: unknown, [reply]: MessagePort[]) =>
      reply?.postMessage(worker.storedAll),
    ),
  },
  /** navigator.serviceWorker.ready: a worker that has activated. */
  get ready() {
    return Promise.resolve({ active: this.active });
  },
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
      serviceWorker: Object.assign(new EventTarget(), { ready: worker.ready }),
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  localStorage.clear();
});

const realSetTimeout = globalThis.setTimeout;

/** The notice shown, once the worker's answer has come. */
async function noticeShown(): Promise<Element | null> {
  await vi.waitFor(() => expect(worker.active.postMessage).toHaveBeenCalled());
  // The answer crosses a message channel: real tasks, which the fake timers do not run.
  await new Promise((resolve) => realSetTimeout(resolve, 50));
  return notices()?.querySelector('li') ?? null;
}

beforeEach(() => {
  worker.storedAll = true;
  worker.active.postMessage.mockClear();
});

it('says the site is ready offline once the whole precache is stored, in a notice that passes after 4 s, unless pointed at', async () => {
  registerWorker();
  expect(worker.active.postMessage).not.toHaveBeenCalled();
  const notice = await noticeShown();
  expect(worker.active.postMessage).toHaveBeenCalledWith({ type: 'PRECACHE_REST' }, [
    expect.any(MessagePort),
  ]);
  expect(notice).toHaveTextContent('Ready to work offline');
  expect(notice?.parentElement).toHaveAttribute('aria-live', 'polite');

  notice?.dispatchEvent(new Event('pointerenter'));
  vi.advanceTimersByTime(10_000);
  expect(notice).toBeInTheDocument();
  notice?.dispatchEvent(new Event('pointerleave'));
  vi.advanceTimersByTime(4000);
  expect(notice).not.toBeInTheDocument();
});

it('says nothing while part of the precache could not be stored', async () => {
  worker.storedAll = false;
  registerWorker();
  expect(await noticeShown()).toBeNull();
});

it('says it once per device: no page view after the one that said it says it again', async () => {
  registerWorker();
  expect(await noticeShown()).toHaveTextContent('Ready to work offline');
  expect(localStorage.getItem(OFFLINE_READY_STORAGE_KEY)).toBe('1');

  document.body.replaceChildren();
  worker.active.postMessage.mockClear();
  registerWorker();
  expect(await noticeShown()).toBeNull();
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
