import { FIRST_RETRY_MS, LAST_RETRY_MS, loadWhenReachable } from './retry';

/** A download that fails `failures` times, then gives 'the part'; counts its attempts. */
function flakyDownload(failures: number) {
  const download = vi.fn(() =>
    download.mock.calls.length <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve('the part'),
  );
  return download;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('gives what downloaded at the first try, trying once', async () => {
  setOnline(true);
  const download = flakyDownload(0);
  await expect(loadWhenReachable(download)).resolves.toBe('the part');
  expect(download).toHaveBeenCalledTimes(1);
});

it('online, tries again after a pause that doubles each time, up to the last', async () => {
  setOnline(true);
  const download = flakyDownload(7);
  const loading = loadWhenReachable(download);
  await vi.advanceTimersByTimeAsync(0);
  expect(download).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
  expect(download).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(download).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2);
  expect(download).toHaveBeenCalledTimes(3);
  // 8 s, 16 s, 32 s, then the last pause, a minute, from then on.
  await vi.advanceTimersByTimeAsync(8000 + 16_000 + 32_000);
  expect(download).toHaveBeenCalledTimes(6);
  await vi.advanceTimersByTimeAsync(LAST_RETRY_MS - 1);
  expect(download).toHaveBeenCalledTimes(6);
  await vi.advanceTimersByTimeAsync(1);
  expect(download).toHaveBeenCalledTimes(7);
  await vi.advanceTimersByTimeAsync(LAST_RETRY_MS);
  await expect(loading).resolves.toBe('the part');
  expect(download).toHaveBeenCalledTimes(8);
});

it('offline, waits for the connection however long it takes, then tries at once', async () => {
  setOnline(false);
  const download = flakyDownload(1);
  const loading = loadWhenReachable(download);
  await vi.advanceTimersByTimeAsync(10 * LAST_RETRY_MS);
  expect(download).toHaveBeenCalledTimes(1);
  setOnline(true);
  window.dispatchEvent(new Event('online'));
  await expect(loading).resolves.toBe('the part');
  expect(download).toHaveBeenCalledTimes(2);
});

it('says in the console what failed, as a warning, not an error', async () => {
  setOnline(false);
  const loading = loadWhenReachable(flakyDownload(1));
  await vi.advanceTimersByTimeAsync(0);
  expect(console.warn).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
  window.dispatchEvent(new Event('online'));
  await loading;
});

it('without a browser (prerendering), lets a failure through at once', async () => {
  vi.stubGlobal('window', undefined);
  try {
    await expect(loadWhenReachable(flakyDownload(1))).rejects.toThrow(TypeError);
  } finally {
    vi.unstubAllGlobals();
  }
});
