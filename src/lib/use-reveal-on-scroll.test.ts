import { act, renderHook } from '@testing-library/react';
import { stubIntersectionObserver } from '../test/intersection-observer';
import { isVisibleEnough, revealThreshold, useRevealOnScroll } from './use-reveal-on-scroll';

function entry(
  partial: Partial<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>> & {
    visibleHeight?: number;
    viewportHeight?: number;
  },
): IntersectionObserverEntry {
  return {
    isIntersecting: partial.isIntersecting ?? true,
    intersectionRatio: partial.intersectionRatio ?? 0,
    intersectionRect: { height: partial.visibleHeight ?? 0 } as DOMRectReadOnly,
    rootBounds: { height: partial.viewportHeight ?? 800 } as DOMRectReadOnly,
  } as IntersectionObserverEntry;
}

it('reveals at half visibility, or a fifth on low-end devices', () => {
  expect(revealThreshold(false)).toBe(0.5);
  expect(revealThreshold(true)).toBe(0.2);
});

describe('isVisibleEnough', () => {
  it('needs the threshold share of the element on screen', () => {
    expect(isVisibleEnough(entry({ intersectionRatio: 0.49 }), 0.5)).toBe(false);
    expect(isVisibleEnough(entry({ intersectionRatio: 0.5 }), 0.5)).toBe(true);
  });

  it('counts an element taller than the viewport once it fills that share of the viewport', () => {
    // 3000 px tall: at most a quarter of it can ever be seen in an 800 px viewport.
    expect(isVisibleEnough(entry({ intersectionRatio: 0.2, visibleHeight: 600 }), 0.5)).toBe(true);
    expect(isVisibleEnough(entry({ intersectionRatio: 0.1, visibleHeight: 300 }), 0.5)).toBe(false);
  });

  it('never counts an element that is off screen', () => {
    expect(isVisibleEnough(entry({ isIntersecting: false, intersectionRatio: 1 }), 0.5)).toBe(
      false,
    );
  });
});

describe('useRevealOnScroll', () => {
  let observer: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    observer = stubIntersectionObserver();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    // Back to jsdom's own, from Navigator.prototype.
    delete (navigator as { hardwareConcurrency?: number }).hardwareConcurrency;
  });

  function renderContent(cores: number) {
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: cores, configurable: true });
    const ref = { current: document.createElement('div') };
    return { ref, ...renderHook(() => useRevealOnScroll(ref)) };
  }

  function scrollIntoView(share: number) {
    act(() => observer.report(entry({ intersectionRatio: share, visibleHeight: 0 })));
  }

  it.each([
    { cores: 2, threshold: 0.2 },
    { cores: 4, threshold: 0.5 },
  ])('with $cores cores, is revealed once $threshold of it is visible', ({ cores, threshold }) => {
    const { result } = renderContent(cores);
    expect(result.current).toBe('waiting');
    expect(Math.max(...observer.thresholds())).toBe(threshold);
    scrollIntoView(threshold - 0.01);
    expect(result.current).toBe('waiting');
    scrollIntoView(threshold);
    expect(result.current).toBe('shown');
  });

  it('shows content as soon as keyboard focus moves into it', () => {
    const { ref, result } = renderContent(4);
    act(() => ref.current.dispatchEvent(new FocusEvent('focusin')));
    expect(result.current).toBe('shown');
  });
});
