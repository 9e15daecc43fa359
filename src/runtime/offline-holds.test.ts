import { holdLinksFollowedOffline, holdSubmitsSentOffline } from './offline-holds';
import { ENHANCED_ATTRIBUTE, HELD_LINK_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from './markers';

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
});

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

function submit(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

describe('a form sent offline before its code', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<form method="post" action="/send"><input name="a" value="1"></form>';
  });
  const form = () => document.querySelector('form')!;

  it('is held by the first script, and kept by the starter when it comes', () => {
    setOnline(false);
    holdSubmitsSentOffline();
    expect(submit(form()).defaultPrevented).toBe(true);
    expect(form()).toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
    const keep = vi.fn();
    holdSubmitsSentOffline(keep);
    expect(keep).toHaveBeenCalledWith(form());
    expect(form()).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
  });

  it('posts as ever online, and is left to its code once taken over', () => {
    const keep = vi.fn();
    holdSubmitsSentOffline(keep);
    setOnline(true);
    expect(submit(form()).defaultPrevented).toBe(false);
    setOnline(false);
    form().setAttribute(ENHANCED_ATTRIBUTE, '');
    expect(submit(form()).defaultPrevented).toBe(false);
    expect(keep).not.toHaveBeenCalled();
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
    holdLinksFollowedOffline();
    expect(click('a[href="/fixed-income"]').defaultPrevented).toBe(true);
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute(HELD_LINK_ATTRIBUTE)).toMatch(/fixed-income$/),
    );
    const tell = vi.fn();
    holdLinksFollowedOffline(tell);
    expect(tell).toHaveBeenCalledOnce();
  });

  it('within the page, or online, is left to the browser', () => {
    holdLinksFollowedOffline(vi.fn());
    setOnline(false);
    expect(click('a[href="#faq"]').defaultPrevented).toBe(false);
    setOnline(true);
    expect(click('a[href="/fixed-income"]').defaultPrevented).toBe(false);
  });
});
