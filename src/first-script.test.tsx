import { renderToString } from 'react-dom/server';
import { runFirstScript } from './test/run-first-script';
import { DisclaimerDialog } from './features/disclaimer/disclaimer-dialog';
import {
  DISCLAIMER_ACCEPTED_VALUE,
  DISCLAIMER_STORAGE_KEY,
  NOT_FOUND_CONSOLE_MESSAGE,
} from './lib/constants';
import { PAINT_WAIT_MS } from './runtime/after-paint';
import {
  DISCLAIMER_STATE_ATTRIBUTE,
  INSTALL_OFFERED_ATTRIBUTE,
  LOW_END_ATTRIBUTE,
  WANTED_ATTRIBUTE,
} from './lib/page-marks';

/** The starter's entry, as the page's template names it: here, a module that says it ran. */
const starter = vi.hoisted(() => ({ ran: vi.fn() }));
vi.mock('/assets/index.js', () => {
  starter.ran();
  return {};
});

const html = document.documentElement;

afterEach(() => {
  for (const mark of html.getAttributeNames()) html.removeAttribute(mark);
  localStorage.clear();
  history.replaceState(null, '', '/');
  delete (navigator as { userActivation?: unknown }).userActivation;
});

// The order of the first script's steps, each kept by a test below: the marks the first paint
// reads before anything else; the disclaimer, which may end the page, first; the install offer
// listened for from the start; the parts watched once the disclaimer has taken focus.

it.each([
  { cores: 1, lowEnd: true },
  { cores: 2, lowEnd: true },
  { cores: 4, lowEnd: false },
])(
  'marks a device with $cores cores low-end before the page is parsed: $lowEnd',
  ({ cores, lowEnd }) => {
    vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(cores);
    let marked: boolean | undefined;
    runFirstScript('', { whileParsing: () => (marked = html.hasAttribute(LOW_END_ATTRIBUTE)) });
    expect(
      marked,
      'The first script marks a low-end device at once, before the page is parsed: the reveals of its first paint read the mark',
    ).toBe(lowEnd);
  },
);

it('marks the disclaimer’s state before the page is parsed, for the first paint to show it or not', () => {
  let state: string | null | undefined;
  runFirstScript('', {
    whileParsing: () => (state = html.getAttribute(DISCLAIMER_STATE_ATTRIBUTE)),
  });
  expect(
    state,
    'The first script starts with the disclaimer: its state is marked before the page is parsed, for the stylesheet to show the dialog from the first paint',
  ).toBe('pending');
});

it('goes no further on /disclaimer once it is accepted, the page going to / instead', () => {
  localStorage.setItem(DISCLAIMER_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE);
  history.replaceState(null, '', '/disclaimer');
  let offered: boolean | undefined;
  runFirstScript('', {
    whileParsing: () => {
      window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
      offered = html.hasAttribute(INSTALL_OFFERED_ATTRIBUTE);
    },
  });
  expect(
    offered,
    'The disclaimer comes first in the first script: on /disclaimer, once accepted, it sends the page to / and nothing else starts',
  ).toBe(false);
});

it('keeps the browser’s offer to install made while the page is parsed', () => {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
  });
  runFirstScript('', { whileParsing: () => window.dispatchEvent(offer) });
  expect(
    offer.defaultPrevented && html.hasAttribute(INSTALL_OFFERED_ATTRIBUTE),
    'The first script listens for the offer to install from its start: an offer made before the page is parsed is kept, and shows Install app',
  ).toBe(true);
  window.dispatchEvent(new Event('appinstalled')); // no offer left standing
});

it('watches the parts only once the disclaimer has taken focus, which wants no code', () => {
  // A browser that cannot tell a visitor's focus from the page's, where any focus is a use.
  Object.defineProperty(navigator, 'userActivation', { value: undefined, configurable: true });
  let focused: Element | null = null;
  let wanted: string | null = null;
  runFirstScript(renderToString(<DisclaimerDialog />), {
    onceParsed: () => {
      focused = document.activeElement;
      wanted = html.getAttribute(WANTED_ATTRIBUTE);
      // A visitor's press on the dialog wants its code.
      document
        .querySelector('dialog h2')
        ?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    },
  });
  expect(focused).toBe(document.querySelector('dialog h2'));
  expect(
    wanted,
    'The first script watches the parts after the disclaimer has taken focus: the focus the dialog takes as it opens is no visitor using it, and must not start the app',
  ).toBeNull();
  expect(html.getAttribute(WANTED_ATTRIBUTE)).toBe('used');
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
