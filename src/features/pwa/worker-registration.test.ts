import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageNoticesRegion } from '../../components/page-notices-region';
import { OFFLINE_READY_STORAGE_KEY } from './worker-notices';
import { registerWorker } from './worker-registration';

const HOUR_MS = 60 * 60 * 1000;

/** What workbox-window does with the page's worker, as far as the page's code can tell. */
const workbox = vi.hoisted(() => ({
  instances: [] as { listeners: Map<string, () => void>; messageSkipWaiting: () => void }[],
  /** What `register()` does: resolves with the registration, or fails the first `failures` times. */
  failures: 0,
  /** How many times `register()` was called. */
  registered: 0,
  registration: { installing: null as object | null, update: async () => {} },
  messageSkipWaiting: vi.fn(),
  /** What the worker answers a page asking for the rest of the precache: all of it stored. */
  storedAll: true,
  active: {
    postMessage: vi.fn((_message: unknown, [reply]: MessagePort[]) =>
      reply?.postMessage(workbox.storedAll),
    ),
  },
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, () => void>();
    messageSkipWaiting = workbox.messageSkipWaiting;
    constructor() {
      workbox.instances.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    register() {
      workbox.registered += 1;
      if (workbox.failures > 0) {
        workbox.failures -= 1;
        return Promise.reject(new TypeError('Failed to register a ServiceWorker'));
      }
      return Promise.resolve(workbox.registration);
    }
  },
}));

const notices = () => document.querySelector('section[aria-label="Notifications"]');
/** The worker in control of the page: none on a first visit. */
let controller: object | null = null;
/** A new build's worker, installed and waiting to take over. */
let waitingWorker: (EventTarget & { state: ServiceWorkerState }) | null;
const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  workbox.instances = [];
  workbox.failures = 0;
  workbox.registered = 0;
  workbox.storedAll = true;
  workbox.registration = { installing: null, update: vi.fn(async () => {}) };
  workbox.active.postMessage.mockClear();
  workbox.messageSkipWaiting.mockClear();
  controller = null;
  waitingWorker = Object.assign(new EventTarget(), { state: 'installed' as const });
  reload.mockClear();
  vi.stubGlobal('location', { reload });
  localStorage.clear();
  // The notices' region, as every prerendered page holds it.
  document.body.innerHTML = renderToStaticMarkup(createElement(PageNoticesRegion));
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      serviceWorker: Object.defineProperties(new EventTarget(), {
        ready: { value: Promise.resolve({ active: workbox.active }) },
        controller: { get: () => controller },
        getRegistration: { value: async () => ({ waiting: waitingWorker }) },
      }),
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const realSetTimeout = globalThis.setTimeout;

/** The notice shown once the worker's answer has come, on a page that has stopped moving. */
async function noticeShown(): Promise<Element | null> {
  await vi.waitFor(() => expect(workbox.active.postMessage).toHaveBeenCalled());
  // The answer crosses a message channel: real tasks, which the fake timers do not run.
  await new Promise((resolve) => realSetTimeout(resolve, 50));
  return notices()?.querySelector('li') ?? null;
}

/** Registers as a page does, and resolves once workbox-window's registration has settled. */
async function registerOnPage(settled: Promise<void> = Promise.resolve()) {
  registerWorker(settled);
  await vi.advanceTimersByTimeAsync(0);
  return workbox.instances.at(-1);
}

it('registers once, and asks for the rest of the precache only once the page has stopped moving', async () => {
  let stopMoving = () => {};
  const settled = new Promise<void>((resolve) => (stopMoving = resolve));
  await registerOnPage(settled);
  expect(workbox.instances).toHaveLength(1);
  expect(workbox.active.postMessage).not.toHaveBeenCalled();
  stopMoving();
  await noticeShown();
  expect(workbox.active.postMessage).toHaveBeenCalledWith({ type: 'PRECACHE_REST' }, [
    expect.any(MessagePort),
  ]);
});

it('says the site is ready offline once the whole precache is stored, in a notice that passes after 4 s, unless pointed at', async () => {
  await registerOnPage();
  const notice = await noticeShown();
  expect(notice).toHaveTextContent('Ready to work offline');
  expect(notice?.closest('[aria-live]')).toHaveAttribute('aria-label', 'Notifications');

  notice?.dispatchEvent(new Event('pointerenter'));
  vi.advanceTimersByTime(10_000);
  expect(notice).toBeInTheDocument();
  notice?.dispatchEvent(new Event('pointerleave'));
  vi.advanceTimersByTime(4000);
  expect(notice).not.toBeInTheDocument();
});

it('says it once per device: no page view after the one that said it says it again', async () => {
  await registerOnPage();
  expect(await noticeShown()).toHaveTextContent('Ready to work offline');
  expect(localStorage.getItem(OFFLINE_READY_STORAGE_KEY)).toBe('1');

  document.body.replaceChildren();
  workbox.active.postMessage.mockClear();
  await registerOnPage();
  expect(await noticeShown()).toBeNull();
});

it('says nothing while part of the precache could not be stored, and says it once it is', async () => {
  workbox.storedAll = false;
  await registerOnPage();
  expect(await noticeShown()).toBeNull();
  expect(localStorage.getItem(OFFLINE_READY_STORAGE_KEY)).toBeNull();

  workbox.storedAll = true;
  workbox.active.postMessage.mockClear();
  await registerOnPage();
  expect(await noticeShown()).toHaveTextContent('Ready to work offline');
});

it('offers a new version waiting behind the one in control once, until closed', async () => {
  controller = {};
  const waiting = (await registerOnPage(new Promise(() => {})))?.listeners.get('waiting');
  waiting?.();
  waiting?.();
  expect(notices()?.querySelectorAll('li')).toHaveLength(1);
  const notice = notices()?.querySelector('li');
  expect(notice).toHaveTextContent('A new version is available');
  vi.advanceTimersByTime(60_000);
  expect(notice).toBeInTheDocument();

  notice?.querySelector<HTMLButtonElement>('[aria-label="Close notification"]')?.click();
  expect(notice).not.toBeInTheDocument();
});

/** Presses the update notice's Reload, and lets the page ask for its registration. */
async function pressReload() {
  controller = {};
  (await registerOnPage(new Promise(() => {})))?.listeners.get('waiting')?.();
  const buttons = [...(notices()?.querySelectorAll('button') ?? [])];
  buttons.find((button) => button.textContent === 'Reload')?.click();
  await vi.advanceTimersByTimeAsync(0);
}

/** The waiting worker moving on, as the browser tells the page. */
function workerBecomes(state: ServiceWorkerState) {
  if (!waitingWorker) return;
  waitingWorker.state = state;
  waitingWorker.dispatchEvent(new Event('statechange'));
}

it('Reload asks the waiting worker to take over, and reloads once it is active, not at the first change of controller', async () => {
  await pressReload();
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  // A change of controller before the asked worker is active is not its hand-over.
  navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
  workerBecomes('activating');
  expect(reload).not.toHaveBeenCalled();
  workerBecomes('activated');
  expect(reload).toHaveBeenCalledTimes(1);
});

it('Reload reloads at once when nothing waits any more, and when a newer build replaced the one offered', async () => {
  await pressReload();
  workerBecomes('redundant');
  expect(reload).toHaveBeenCalledTimes(1);

  document.body.innerHTML = renderToStaticMarkup(createElement(PageNoticesRegion));
  waitingWorker = null;
  await pressReload();
  expect(reload).toHaveBeenCalledTimes(2);
});

it('offers nothing for a first install that workbox-window reports as waiting, with no worker in control', async () => {
  (await registerOnPage(new Promise(() => {})))?.listeners.get('waiting')?.();
  expect(notices()?.querySelector('li') ?? null).toBeNull();
});

it('tries a registration that failed again, at the next chance', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  workbox.failures = 1;
  await registerOnPage(new Promise(() => {}));
  expect(workbox.registered).toBe(1);
  await vi.advanceTimersByTimeAsync(2000);
  expect(workbox.registered).toBe(2);
  // Registered now: the hourly check for a new version runs.
  await vi.advanceTimersByTimeAsync(HOUR_MS);
  expect(workbox.registration.update).toHaveBeenCalledOnce();
});

it('asks for a new version every hour while online, and not while offline or installing one', async () => {
  const { registration } = workbox;
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  await registerOnPage(new Promise(() => {}));

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
