import { holdPresses, carryOutHeldPresses, type HeldPressHandlers } from './held-presses';
import {
  ENHANCED_ATTRIBUTE,
  HELD_LINK_ATTRIBUTE,
  PRESSED_ATTRIBUTE,
  STARTER_ATTRIBUTE,
} from '../lib/page-marks';

let listeners: AbortController;
beforeEach(() => {
  listeners = new AbortController();
  for (const target of [document, window]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) =>
      add(type, listener, {
        ...(typeof options === 'object' ? options : { capture: options }),
        signal: listeners.signal,
      }),
    );
  }
});
afterEach(() => {
  listeners.abort();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(HELD_LINK_ATTRIBUTE);
  document.documentElement.removeAttribute(STARTER_ATTRIBUTE);
});

/** As on a page: the first script holds from the first moment, and the starter comes later. */
function starterComes(handlers: Partial<HeldPressHandlers> = {}) {
  carryOutHeldPresses({ decide: vi.fn(), tell: vi.fn(), ...handlers });
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

function submit(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

describe('a form sent before its code', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<form method="post" action="/send"><input name="a" value="1"></form>';
  });
  const form = () => document.querySelector('form')!;

  it('offline, is held by the first script, and handed to the starter when it comes', async () => {
    setOnline(false);
    holdPresses();
    expect(submit(form()).defaultPrevented).toBe(true);
    expect(form()).toHaveAttribute(PRESSED_ATTRIBUTE, 'held');
    const decide = vi.fn();
    carryOutHeldPresses({ decide, tell: vi.fn() });
    await vi.waitFor(() => expect(decide).toHaveBeenCalledWith(form()));
  });

  it('online, posts as ever before the starter, which then holds it and decides a task later', async () => {
    setOnline(true);
    holdPresses();
    expect(submit(form()).defaultPrevented).toBe(false);
    const decide = vi.fn();
    carryOutHeldPresses({ decide, tell: vi.fn() });
    expect(submit(form()).defaultPrevented).toBe(true);
    // A second press while it is held is held too, and decided once.
    expect(submit(form()).defaultPrevented).toBe(true);
    expect(decide).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(decide).toHaveBeenCalledOnce());
  });

  it('is left to the code that took the press in the same event, and to a form the app has enhanced', async () => {
    const decide = vi.fn();
    holdPresses();
    starterComes({ decide });
    // The form's code, hydrated this moment, handles the event after the starter: it takes the press.
    form().addEventListener('submit', () => form().removeAttribute(PRESSED_ATTRIBUTE));
    submit(form());
    form().setAttribute(ENHANCED_ATTRIBUTE, '');
    expect(submit(form()).defaultPrevented).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(decide).not.toHaveBeenCalled();
  });
});

describe('a link followed offline', () => {
  beforeEach(() => {
    document.body.innerHTML = '<a href="/fixed-income">Fixed income</a><a href="#faq">FAQ</a>';
  });
  const click = (selector: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector(selector)!.dispatchEvent(event);
    return event;
  };

  it('to a page this device lacks: stays, and the starter tells', async () => {
    setOnline(false);
    holdPresses();
    expect(click('a[href="/fixed-income"]').defaultPrevented).toBe(true);
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute(HELD_LINK_ATTRIBUTE)).toMatch(/fixed-income$/),
    );
    const tell = vi.fn();
    starterComes({ tell });
    expect(tell).toHaveBeenCalledOnce();
    expect(document.documentElement).not.toHaveAttribute(HELD_LINK_ATTRIBUTE);
  });

  it('to a page this device lacks, once the starter is here: stays, and the starter tells at once', () => {
    setOnline(false);
    holdPresses();
    const tell = vi.fn();
    starterComes({ tell });
    expect(click('a[href="/fixed-income"]').defaultPrevented).toBe(true);
    expect(tell).toHaveBeenCalledOnce();
  });

  it('within the page, or online, is left to the browser', () => {
    holdPresses();
    starterComes();
    setOnline(false);
    expect(click('a[href="#faq"]').defaultPrevented).toBe(false);
    setOnline(true);
    expect(click('a[href="/fixed-income"]').defaultPrevented).toBe(false);
  });

  it('offline, with a service worker in control (it has every page), is left to the browser', () => {
    holdPresses();
    starterComes();
    setOnline(false);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { serviceWorker: { controller: {} } }),
    );
    expect(click('a[href="/fixed-income"]').defaultPrevented).toBe(false);
    vi.unstubAllGlobals();
  });
});
