import { runEarlyScript } from './test/run-early-script';
import { NOT_FOUND_CONSOLE_MESSAGE } from './lib/constants';
import { FONTS_STORAGE_KEY, QUICK_HEAD_MS } from './lib/fonts-on-device';
import { PAINT_WAIT_MS } from './runtime/after-paint';
import { FIRST_SCREEN_FONTS_ATTRIBUTE, FONTS_ATTRIBUTE, LOW_END_ATTRIBUTE } from './lib/page-marks';

afterEach(() => document.documentElement.removeAttribute(LOW_END_ATTRIBUTE));

it.each([
  { cores: 1, lowEnd: true },
  { cores: 2, lowEnd: true },
  { cores: 4, lowEnd: false },
])('marks a device with $cores cores low-end: $lowEnd', ({ cores, lowEnd }) => {
  vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(cores);
  runEarlyScript();
  expect(document.documentElement.hasAttribute(LOW_END_ATTRIBUTE)).toBe(lowEnd);
});

it('fetches the starter’s files at once, once the page has loaded and painted, then imports the entry and links the manifest', async () => {
  vi.useFakeTimers();
  const fetched = vi.fn(async (_url: string) => new Response('// code'));
  vi.stubGlobal('fetch', fetched);
  // Outside a browser the entry's import fails, which the retry reports (a browser's fetching
  // and fetching again of the entry: tests/first-visit.spec.ts).
  const retried = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.head.innerHTML =
    '<template data-after-paint><script type="module" src="/assets/index.js"></script>' +
    '<link rel="modulepreload" href="/assets/starter.js">' +
    '<link rel="manifest" href="/manifest.webmanifest"></template>';
  runEarlyScript();
  window.dispatchEvent(new Event('load'));
  // jsdom reports no paint: the script waits for one as long as a hidden tab would make it.
  await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
  expect(fetched).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(fetched.mock.calls.map(([url]) => url)).toEqual([
    `${location.origin}/assets/index.js`,
    `${location.origin}/assets/starter.js`,
  ]);
  // No modulepreload link: one that failed, Firefox would never fetch again. The manifest is put
  // in, once, the first script listening already for the offer it brings (install-offer.test.ts).
  expect(document.head.querySelector('script, link:not([rel=manifest])')).toBeNull();
  expect(document.head.querySelectorAll('link[rel=manifest]')).toHaveLength(1);
  await vi.waitFor(() => expect(retried).toHaveBeenCalledOnce());
  document.head.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the fonts (decisions 0042, 0047)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(FONTS_ATTRIBUTE);
    localStorage.clear();
    vi.useRealTimers();
  });

  /**
   * The document's font faces, as the browser lists the stylesheet's @font-face rules, and whether
   * those `check` names are ready to be painted in.
   */
  function stubFontFaces(load: () => Promise<unknown>, ready = true) {
    const faces = Object.assign([{ load: vi.fn(load) }, { load: vi.fn(load) }], {
      check: vi.fn(() => ready),
    });
    Object.defineProperty(document, 'fonts', { configurable: true, value: faces });
    return faces;
  }

  /** The page's head arrived this long after the navigation started (the early script runs then). */
  function headArrivedAt(ms: number) {
    vi.spyOn(performance, 'now').mockReturnValue(ms);
  }

  /** Loads the page and lets the early script's wait for the first paint run out. */
  async function loadAndPaint() {
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
  }

  it('are never fetched, on a slower connection: the page keeps the system fonts, then fetches them after its paint for the next', async () => {
    vi.useFakeTimers();
    headArrivedAt(QUICK_HEAD_MS + 1);
    const faces = stubFontFaces(() => Promise.resolve());
    runEarlyScript();
    expect(document.documentElement.getAttribute(FONTS_ATTRIBUTE)).toBe('system');
    expect(faces[0]!.load).not.toHaveBeenCalled();
    await loadAndPaint();
    for (const face of faces) expect(face.load).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FONTS_STORAGE_KEY)).toBe('1');
    // They are not put to use on this page view: its text stays as first painted.
    expect(document.documentElement.getAttribute(FONTS_ATTRIBUTE)).toBe('system');
  });

  it('were fetched before: the page uses them from its first paint, and fetches nothing', async () => {
    vi.useFakeTimers();
    localStorage.setItem(FONTS_STORAGE_KEY, '1');
    const faces = stubFontFaces(() => Promise.resolve());
    runEarlyScript();
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);
    await loadAndPaint();
    expect(faces[0]!.load).not.toHaveBeenCalled();
  });

  it('never fetched, on a quick connection: the page preloads its first screen’s fonts and uses them if they are ready for its first frame', () => {
    vi.useFakeTimers();
    document.head.innerHTML = `<noscript ${FIRST_SCREEN_FONTS_ATTRIBUTE}><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/face.woff2"></noscript>`;
    headArrivedAt(QUICK_HEAD_MS);
    const faces = stubFontFaces(() => Promise.resolve(), true);
    runEarlyScript();
    expect(document.head.querySelector('link[rel=preload]')).toHaveAttribute(
      'href',
      '/assets/face.woff2',
    );
    vi.advanceTimersToNextFrame();
    expect(faces.check).toHaveBeenCalledWith('600 1em "Cormorant Garamond"');
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);
    document.head.replaceChildren();
  });

  it('never fetched, on a quick connection, not ready for the first frame: the page keeps the system fonts throughout', () => {
    vi.useFakeTimers();
    headArrivedAt(QUICK_HEAD_MS);
    stubFontFaces(() => Promise.resolve(), false);
    runEarlyScript();
    // Decided as that frame is made, before it is painted: late fonts never move its text.
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(document.documentElement.getAttribute(FONTS_ATTRIBUTE)).toBe('system');
  });

  it('never fetched, on a slower connection: the page keeps the system fonts and preloads nothing', () => {
    document.head.innerHTML = `<noscript ${FIRST_SCREEN_FONTS_ATTRIBUTE}><link rel="preload" as="font" href="/assets/face.woff2"></noscript>`;
    headArrivedAt(QUICK_HEAD_MS + 1);
    runEarlyScript();
    expect(document.documentElement.getAttribute(FONTS_ATTRIBUTE)).toBe('system');
    expect(document.head.querySelector('link')).toBeNull();
    document.head.replaceChildren();
  });

  it('failing to arrive (offline) are not remembered, so the next page view asks again', async () => {
    vi.useFakeTimers();
    headArrivedAt(QUICK_HEAD_MS + 1);
    stubFontFaces(() => Promise.reject(new DOMException('offline', 'NetworkError')));
    runEarlyScript();
    await loadAndPaint();
    expect(localStorage.getItem(FONTS_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.getAttribute(FONTS_ATTRIBUTE)).toBe('system');
  });
});

it.each([
  { page: '404', logs: true },
  { page: '/fixed-income', logs: false },
])('logs the unknown path on the 404 page, as it is parsed: $page, $logs', ({ page, logs }) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  runEarlyScript(`<div id="root" data-prerendered="${page}"></div>`);
  expect(error.mock.calls).toEqual(
    logs ? [[`${NOT_FOUND_CONSOLE_MESSAGE}${location.pathname}`]] : [],
  );
});
