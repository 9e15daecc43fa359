import { codeWanted, partAttributes, partWanted, wantCode, watchParts } from './wanted';
import { WANTED_ATTRIBUTE } from '../lib/page-marks';

/** An IntersectionObserver the test moves: `bringNear` reports every watched element in view. */
function stubObserver() {
  let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
  const watched = new Set<Element>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe(element: Element) {
        watched.add(element);
      }
      unobserve(element: Element) {
        watched.delete(element);
      }
    },
  );
  return {
    bringNear: () => report([...watched].map((target) => ({ target, isIntersecting: true }))),
  };
}

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'wanted'), new Promise((r) => setTimeout(() => r('not'), 20))]);

beforeEach(() => {
  document.documentElement.removeAttribute(WANTED_ATTRIBUTE);
});
afterEach(() => vi.unstubAllGlobals());

it('declares a part in one attribute, which React is told the runtime marks before it hydrates', () => {
  expect(partAttributes('near')).toEqual({ 'data-part': 'near', suppressHydrationWarning: true });
});

it('wants the code once, for the first reason, and says so on the page', async () => {
  const wanted = codeWanted();
  expect(await settled(wanted)).toBe('not');
  wantCode('outbox');
  wantCode('offline');
  expect(await settled(wanted)).toBe('wanted');
  expect(document.documentElement.getAttribute(WANTED_ATTRIBUTE)).toBe('outbox');
});

it('wants a part when it is used, and a near part when it comes near', async () => {
  const { bringNear } = stubObserver();
  document.body.innerHTML =
    '<header data-part="used"><button>Menu</button></header><div data-part="near">News</div>';
  const [header, news] = document.body.children as unknown as [HTMLElement, HTMLElement];
  const controller = new AbortController();
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
    add(type, listener, { ...(options as object), signal: controller.signal }),
  );
  watchParts();
  expect(await settled(partWanted(news))).toBe('not');
  header.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(header).toHaveAttribute(WANTED_ATTRIBUTE);
  expect(document.documentElement.getAttribute(WANTED_ATTRIBUTE)).toBe('used');
  bringNear();
  expect(await settled(partWanted(news))).toBe('wanted');
  controller.abort();
  vi.restoreAllMocks();
});

it('takes focus the page moves itself, before the visitor has acted, for no use', () => {
  document.body.innerHTML = '<dialog data-part="used"><input type="checkbox"></dialog>';
  const dialog = document.body.firstElementChild as HTMLElement;
  const checkbox = dialog.querySelector('input')!;
  const controller = new AbortController();
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
    add(type, listener, { ...(options as object), signal: controller.signal }),
  );
  const activation = { hasBeenActive: false };
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), { userActivation: activation }),
  );
  watchParts();
  // As a modal dialog's opening focuses its first control.
  checkbox.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(dialog).not.toHaveAttribute(WANTED_ATTRIBUTE);
  // Once the visitor has pressed or typed, focus is theirs: a Tab into the dialog is a use.
  activation.hasBeenActive = true;
  checkbox.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(dialog).toHaveAttribute(WANTED_ATTRIBUTE);
  controller.abort();
  vi.restoreAllMocks();
});
