import 'fake-indexeddb/auto';
import { within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { SITE_PATHS } from './app/site-paths';
import { renderPage } from './entry-server';
import { NOT_FOUND_CONSOLE_MESSAGE } from './lib/constants';
import { PART_ATTRIBUTE } from './lib/page-marks';
import { expectConsoleError } from './test/console-errors';
import { stubIntersectionObserver } from './test/intersection-observer';
import { stubMatchMedia } from './test/match-media';
import { emptyOutbox, keptItem } from './test/outbox-items';
import type { OutboxItem } from './features/enquiries/outbox/outbox-item';

// Every page as the prerenderer writes it, and as the browser then starts it.

/**
 * The outbox as a fast device answers it: at once, so that what it holds reaches the shell's state
 * after the shell has committed and before the sections after it hydrate, the moment a section
 * can be caught reading it (a slower answer comes after them, and proves nothing).
 */
const outbox = vi.hoisted(() => ({ items: [] as OutboxItem[] }));
vi.mock('./features/enquiries/outbox/outbox-store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readItems: () => Promise.resolve(outbox.items),
}));

/** A path no page has, which the 404 page answers. */
const NO_PAGE = '/no-such-page';
const PAGES = [...SITE_PATHS, NO_PAGE];

const prerendered = new Map<string, string>();

/** The app's markup of every page, rendered as the prerenderer does: where there is no browser. */
beforeAll(async () => {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    for (const path of PAGES) prerendered.set(path, (await renderPage(path)).html);
  } finally {
    vi.unstubAllGlobals();
  }
});

/** The page's markup, parsed but not in the document. */
function parsed(path: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = prerendered.get(path) ?? '';
  return template.content;
}

/** The forms of a page that post: enquiry forms, which the function alone answers. */
const postingForms = (page: ParentNode) =>
  [...page.querySelectorAll('form')].filter((form) => form.method === 'post');

describe('an enquiry form', () => {
  it('is found on the pages that have one', () => {
    expect(PAGES.filter((path) => postingForms(parsed(path)).length > 0)).toContain('/');
  });

  it.each(PAGES)('sits inside a part on %s', (path) => {
    const outside = postingForms(parsed(path)).filter(
      (form) => !form.closest(`[${PART_ATTRIBUTE}]`),
    );
    expect(
      outside.map((form) => form.getAttribute('aria-label')),
      `An enquiry form must sit inside a [${PART_ATTRIBUTE}] element (a lazy part): a send pressed ` +
        "before its code is held, and wants that part's code, which carries it out as it hydrates " +
        '(keep-held-enquiries.ts, src/runtime/part.tsx); outside a part nothing wants it, and the ' +
        'send waits out its limit before it is kept in the outbox',
    ).toEqual([]);
  });
});

/** Whether React has taken this element over: it keeps its fiber and props on it (`__reactFiber$…`). */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__react'));

describe('each prerendered page', () => {
  let root: HTMLElement;
  let app: Root | undefined;
  beforeEach(async () => {
    root = document.body.appendChild(document.createElement('div'));
    // A visitor whose device differs from the prerenderer's in everything it could read: every
    // media query matches (reduced motion, dark, standalone), offline, an enquiry in the outbox.
    stubMatchMedia(() => true);
    stubIntersectionObserver();
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The news feed is still on its way.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    outbox.items = [await keptItem()];
    // As the browser starts it: React's scheduler, task after task. act() would hydrate the
    // sections in the shell's own task, before any promise an effect made could settle.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    app?.unmount();
    app = undefined;
    root.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.unstubAllGlobals();
    await emptyOutbox();
  });

  it.each(PAGES)(
    'hydrates %s as it was prerendered, the sections after the shell too, mending nothing',
    async (path) => {
      // What the specification asks of the 404 page.
      if (path === NO_PAGE)
        expectConsoleError(new RegExp(`^${NOT_FOUND_CONSOLE_MESSAGE}${NO_PAGE}$`));
      root.innerHTML = prerendered.get(path) ?? '';
      // React writes the page's head tags first; they are in the page's head, not in #root.
      while (root.firstElementChild?.matches('title, meta, link')) root.firstElementChild.remove();
      const elements = [...root.querySelectorAll('*')];
      // As src/start-app.tsx starts the app on a prerendered page.
      const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
      await router.load();
      router.ssr = { manifest: undefined };
      const mended = vi.fn();

      startTransition(() => {
        app = hydrateRoot(
          root,
          <StrictMode>
            <App router={router} />
          </StrictMode>,
          { onRecoverableError: mended },
        );
      });
      // Until React has taken over (or thrown away) every element, each section after the shell
      // in its turn, and then shows what the device holds.
      await vi.waitFor(
        () => {
          expect(
            elements.filter((element) => element.isConnected && !hydrated(element)),
            'React hydrates every section',
          ).toEqual([]);
          within(root).getByRole('button', { name: /^Outbox/ });
        },
        { timeout: 10_000 },
      );

      expect(
        mended.mock.calls.map(([error]) => String(error)),
        'What React renders as it hydrates must be what was prerendered, in AfterShell too, though ' +
          "the shell's effects have run by then: read what a device has (the outbox, the " +
          "connection, storage, media queries) through a store's server snapshot, never in render",
      ).toEqual([]);
      expect(
        elements.filter((element) => !element.isConnected).map((element) => element.outerHTML),
        'Hydrating keeps every prerendered element: none is thrown away and made anew',
      ).toEqual([]);
    },
  );
});
