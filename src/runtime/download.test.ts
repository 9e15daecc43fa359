import { downloadChain, FIRST_RETRY_MS, LAST_RETRY_MS, tryUntilEachSucceeds } from './download';

/** A request that fails `failures` times, then gives 'the part'; counts its attempts. */
function flakyDownload(failures: number) {
  const download = vi.fn(() =>
    download.mock.calls.length <= failures
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve('the part'),
  );
  return download;
}

/** `request` tried until it comes, as the worker's registration is. */
const untilItComes = (request: () => Promise<string>) =>
  tryUntilEachSucceeds(['one'], request).then(([result]) => result);

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

it('gives what came at the first try, trying once', async () => {
  setOnline(true);
  const download = flakyDownload(0);
  await expect(untilItComes(download)).resolves.toBe('the part');
  expect(download).toHaveBeenCalledTimes(1);
});

it('online, tries again after a pause that doubles each time, up to the last', async () => {
  setOnline(true);
  const download = flakyDownload(7);
  const loading = untilItComes(download);
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
  const loading = untilItComes(download);
  await vi.advanceTimersByTimeAsync(10 * LAST_RETRY_MS);
  expect(download).toHaveBeenCalledTimes(1);
  setOnline(true);
  window.dispatchEvent(new Event('online'));
  await expect(loading).resolves.toBe('the part');
  expect(download).toHaveBeenCalledTimes(2);
});

it('says in the console what failed, as a warning, not an error', async () => {
  setOnline(false);
  const loading = untilItComes(flakyDownload(1));
  await vi.advanceTimersByTimeAsync(0);
  expect(console.warn).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
  window.dispatchEvent(new Event('online'));
  await loading;
});

it('gives each result in the order asked, trying again only those that failed', async () => {
  setOnline(true);
  const asked: string[] = [];
  const request = vi.fn(async (item: string) => {
    asked.push(item);
    if (item === 'b' && asked.filter((one) => one === 'b').length === 1) throw new TypeError('x');
    return item.toUpperCase();
  });
  const loading = tryUntilEachSucceeds(['a', 'b', 'c'], request);
  await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
  await expect(loading).resolves.toEqual(['A', 'B', 'C']);
  expect(asked).toEqual(['a', 'b', 'c', 'b']);
});

it('without a browser (prerendering), lets a failure through at once', async () => {
  vi.stubGlobal('window', undefined);
  try {
    await expect(downloadChain(flakyDownload(1))).rejects.toThrow(TypeError);
  } finally {
    vi.unstubAllGlobals();
  }
});

describe('a chain of files', () => {
  // Each test has files of its own: the module remembers, for the page's life, which are in.
  /** A fetch whose answers are scripted per file: each failure listed is used up once. */
  function flakyFiles(failures: Record<string, number>) {
    const left = { ...failures };
    const fetch = vi.fn(async (url: string) => {
      const file = new URL(url).pathname;
      if ((left[file] ?? 0) > 0) {
        left[file] = (left[file] ?? 0) - 1;
        throw new TypeError('Failed to fetch');
      }
      return new Response(`// ${file}`);
    });
    vi.stubGlobal('fetch', fetch);
    const asked = (file: string) =>
      fetch.mock.calls.filter(([url]) => new URL(url).pathname === file).length;
    return { fetch, asked };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('asks for every file at once, and imports only once all are in', async () => {
    setOnline(true);
    const { fetch } = flakyFiles({});
    const download = flakyDownload(0);
    const loading = downloadChain(download, ['/assets/1/a.js', '/assets/1/b.js', '/assets/1/c.js']);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(download).not.toHaveBeenCalled();
    await expect(loading).resolves.toBe('the part');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('asks again only for the files that failed, and never for one already in', async () => {
    setOnline(true);
    const { asked } = flakyFiles({ '/assets/2/b.js': 1 });
    const loading = downloadChain(flakyDownload(0), ['/assets/2/a.js', '/assets/2/b.js']);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    await expect(loading).resolves.toBe('the part');
    expect([asked('/assets/2/a.js'), asked('/assets/2/b.js')]).toEqual([1, 2]);

    // Another part that needs a.js again does not ask for it.
    await downloadChain(flakyDownload(0), ['/assets/2/a.js']);
    expect(asked('/assets/2/a.js')).toBe(1);
  });

  it('files that fail once each come within the first pause of the last failure', async () => {
    setOnline(true);
    const files = ['/assets/3/a.js', '/assets/3/b.js', '/assets/3/c.js', '/assets/3/d.js'];
    flakyFiles(Object.fromEntries(files.map((file) => [file, 1])));
    const download = flakyDownload(0);
    const loading = downloadChain(download, files);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    await expect(loading).resolves.toBe('the part');
  });

  it('starts the pause again after a try that got further than the last', async () => {
    setOnline(true);
    // a comes at the first try, b at the second, c at the fourth: each try that brought a file
    // is followed by the first pause, 2 s; the third, which brought none, by twice that.
    const { asked } = flakyFiles({ '/assets/4/b.js': 1, '/assets/4/c.js': 3 });
    const loading = downloadChain(flakyDownload(0), [
      '/assets/4/a.js',
      '/assets/4/b.js',
      '/assets/4/c.js',
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked('/assets/4/c.js')).toBe(1);
    // a came at the first try: further than nothing, so 2 s.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(asked('/assets/4/c.js')).toBe(2);
    // b came at the second: 2 s again.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(asked('/assets/4/c.js')).toBe(3);
    // Nothing came at the third: 4 s.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2 - 1);
    expect(asked('/assets/4/c.js')).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked('/assets/4/c.js')).toBe(4);
    await expect(loading).resolves.toBe('the part');
  });

  it('runs a module that came whole and throws once, and lets its fault through', async () => {
    setOnline(true);
    const { fetch } = flakyFiles({});
    const fault = new Error('a fault in our code');
    const load = vi.fn(() => Promise.reject(fault));
    const loading = downloadChain(load, ['/assets/6/a.js', '/assets/6/b.js']);
    await expect(loading).rejects.toBe(fault);
    await vi.advanceTimersByTimeAsync(10 * LAST_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each([
    'Failed to fetch dynamically imported module: /assets/7/a.js',
    'error loading dynamically imported module: /assets/7/a.js',
    'Importing a module script failed.',
  ])(
    'tries an import again that says its file did not come though the chain had: %s',
    async (said) => {
      setOnline(true);
      flakyFiles({});
      const load = vi.fn(async () => {
        if (load.mock.calls.length === 1) throw new TypeError(said);
        return 'the part';
      });
      const loading = downloadChain(load, ['/assets/7/a.js']);
      await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
      await expect(loading).resolves.toBe('the part');
      expect(load).toHaveBeenCalledTimes(2);
    },
  );

  it('counts a file the server answered with an error as not come', async () => {
    setOnline(true);
    let answered = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: answered++ === 0 ? 503 : 200 })),
    );
    const download = flakyDownload(0);
    const loading = downloadChain(download, ['/assets/5/e.js']);
    await vi.advanceTimersByTimeAsync(0);
    expect(download).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    await expect(loading).resolves.toBe('the part');
  });
});
