import {
  easeInOutCubic,
  keepPlaceBelow,
  keepSectionInPlace,
  SCROLL_QUIET_MS,
} from './section-anchoring';

describe('easeInOutCubic', () => {
  it('starts at 0, passes the middle at 0.5 and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('eases in and out: slow at both ends, never going backwards', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
    let previous = 0;
    for (let t = 0.05; t <= 1; t += 0.05) {
      const value = easeInOutCubic(t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('what the visitor sees, while content above it grows (no scroll anchoring, as in Safari)', () => {
  let pageHeight = 10_000;
  const rect = (top: number, height: number) =>
    ({ top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top }) as DOMRect;

  beforeEach(() => {
    // jsdom lays nothing out and has no ResizeObserver: one that never reports, as before a frame.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => pageHeight,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  /** Lets the page's reports of this task's changes to the markup run, and nothing later. */
  const endOfTask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  /** The page's contact section, its top where `top` says in the window. */
  const addContactSection = (top: () => number) => {
    const contact = document.createElement('section');
    contact.id = 'contact';
    document.body.append(contact);
    contact.getBoundingClientRect = () => rect(top(), 600);
  };

  it('stays put in the very task in which a part above it grew: a press then lands on what the visitor saw', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    const news = document.createElement('section');
    document.body.append(news);
    let newsHeight = 480;
    news.getBoundingClientRect = () => rect(-985, newsHeight);
    const stop = keepPlaceBelow(news);

    newsHeight = 508;
    news.append(document.createElement('article'));
    await endOfTask();
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 28, behavior: 'instant' });
    stop();
  });

  it('keeps a section reached by its link below the header in the very task in which the page above it grew', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let contactTop = 0;
    addContactSection(() => contactTop);
    expect(keepSectionInPlace('contact')).toBe(true);

    contactTop = 28;
    pageHeight += 28;
    document.body.prepend(document.createElement('article'));
    await endOfTask();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 28, behavior: 'instant' });
    // The visitor's own input lets go of it.
    window.dispatchEvent(new Event('keydown'));
  });

  it('holds a section the browser is still scrolling to, on a page too busy to report that scroll within the quiet time', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    addContactSection(() => 3000);
    expect(keepSectionInPlace('contact')).toBe(true);

    // The page's code was held up past the quiet time: the scroll events the browser's smooth
    // scroll made meanwhile come in the next frame, before its callbacks.
    vi.advanceTimersByTime(SCROLL_QUIET_MS);
    window.dispatchEvent(new Event('scroll'));
    expect(scrollTo).not.toHaveBeenCalled();

    // The scroll ends short of the section, which the news pushed down meanwhile: it is held.
    vi.advanceTimersByTime(SCROLL_QUIET_MS + 100);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 3000, behavior: 'instant' });
    window.dispatchEvent(new Event('keydown'));
  });

  it('leaves a page at rest away from the section where the visitor put it', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    addContactSection(() => 3000);
    expect(keepSectionInPlace('contact')).toBe(true);

    vi.advanceTimersByTime(SCROLL_QUIET_MS + 100);
    // A scroll of the visitor's own, later: not the browser's way to the section.
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(2 * SCROLL_QUIET_MS + 100);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
