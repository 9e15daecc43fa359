import { runFirstScript } from './test/run-first-script';
import { NOT_FOUND_CONSOLE_MESSAGE } from './lib/constants';
import { PAINT_WAIT_MS } from './runtime/after-paint';
import { LOW_END_ATTRIBUTE } from './lib/page-marks';

/** The starter's entry, as the page's template names it: here, a module that says it ran. */
const starter = vi.hoisted(() => ({ ran: vi.fn() }));
vi.mock('/assets/index.js', () => {
  starter.ran();
  return {};
});

afterEach(() => document.documentElement.removeAttribute(LOW_END_ATTRIBUTE));

it.each([
  { cores: 1, lowEnd: true },
  { cores: 2, lowEnd: true },
  { cores: 4, lowEnd: false },
])('marks a device with $cores cores low-end: $lowEnd', ({ cores, lowEnd }) => {
  vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(cores);
  runFirstScript();
  expect(document.documentElement.hasAttribute(LOW_END_ATTRIBUTE)).toBe(lowEnd);
});

it('fetches the starter’s files at once, once the page has loaded and painted, then imports the entry and links the manifest', async () => {
  vi.useFakeTimers();
  const fetched = vi.fn(async (_url: string) => new Response('// code'));
  vi.stubGlobal('fetch', fetched);
  document.head.innerHTML =
    '<template data-after-paint><script type="module" src="/assets/index.js"></script>' +
    '<link rel="modulepreload" href="/assets/starter.js">' +
    '<link rel="manifest" href="/manifest.webmanifest"></template>';
  runFirstScript();
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
  // Imported once its files are in (a browser's fetching them again: tests/first-visit.spec.ts).
  await vi.waitFor(() => expect(starter.ran).toHaveBeenCalledOnce());
  document.head.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('starts nothing in a page prerendered for a link not yet followed, until it is shown', async () => {
  vi.useFakeTimers();
  const fetched = vi.fn(async (_url: string) => new Response('// code'));
  vi.stubGlobal('fetch', fetched);
  Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
  document.head.innerHTML =
    '<template data-after-paint><script type="module" src="/assets/index.js"></script>' +
    '<link rel="modulepreload" href="/assets/chunk-of-a-prerendered-page.js">' +
    '<link rel="manifest" href="/manifest.webmanifest"></template>';
  runFirstScript();
  await vi.advanceTimersByTimeAsync(10 * PAINT_WAIT_MS);
  expect(fetched).not.toHaveBeenCalled();
  expect(document.head.querySelector('link[rel=manifest]')).toBeNull();

  Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
  document.dispatchEvent(new Event('prerenderingchange'));
  window.dispatchEvent(new Event('load'));
  await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
  expect(fetched.mock.calls.map(([url]) => url)).toContain(
    `${location.origin}/assets/chunk-of-a-prerendered-page.js`,
  );
  expect(document.head.querySelectorAll('link[rel=manifest]')).toHaveLength(1);
  delete (document as { prerendering?: boolean }).prerendering;
  document.head.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it.each([
  { page: '404', logs: true },
  { page: '/fixed-income', logs: false },
])('logs the unknown path on the 404 page, as it is parsed: $page, $logs', ({ page, logs }) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  runFirstScript(`<div id="root" data-prerendered="${page}"></div>`);
  expect(error.mock.calls).toEqual(
    logs ? [[`${NOT_FOUND_CONSOLE_MESSAGE}${location.pathname}`]] : [],
  );
});
