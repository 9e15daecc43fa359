import { useEffect, useState, type RefObject } from 'react';
import { REVEAL_THRESHOLD, REVEAL_THRESHOLD_LOW_END } from './constants';
import { isLowEndDevice, prefersReducedMotion } from './device';

/** 'static': shown as is (no reveal possible or wanted). 'waiting': hidden. 'shown': being revealed. */
export type RevealState = 'static' | 'waiting' | 'shown';

/** Share of the element, or of the viewport for elements taller than it, that must be visible. */
export function revealThreshold(lowEnd: boolean): number {
  return lowEnd ? REVEAL_THRESHOLD_LOW_END : REVEAL_THRESHOLD;
}

/** True once enough of the element is on screen; tall elements count by viewport share. */
export function isVisibleEnough(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= viewportHeight * threshold;
}

/** Revealing needs an observer and a visitor who has not asked for less motion. */
function canReveal(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof IntersectionObserver !== 'undefined' &&
    !prefersReducedMotion()
  );
}

/**
 * For content the code adds after the page has loaded (news cards, after their feed), which the
 * stylesheet's scroll-driven reveal cannot show arriving when it lands on screen: it starts hidden
 * and fades in, with its delay, once enough of it is in view or focus moves into it. Prerendered
 * content never uses this: the stylesheet reveals it (layout.css).
 */
export function useRevealOnScroll(ref: RefObject<HTMLElement | null>): RevealState {
  const [state, setState] = useState<RevealState>(() => (canReveal() ? 'waiting' : 'static'));

  useEffect(() => {
    const element = ref.current;
    if (!element || !canReveal()) return;
    const threshold = revealThreshold(isLowEndDevice());
    const steps = Array.from({ length: 11 }, (_, i) => (i / 10) * threshold);
    // Observers report after style and layout, so content already on screen has been styled hidden
    // by the time it is shown: it is revealed from there rather than appearing at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => isVisibleEnough(entry, threshold))) reveal();
      },
      { threshold: steps },
    );
    // Keyboard users tabbing into hidden content must see where focus went.
    function reveal() {
      setState('shown');
      observer.disconnect();
    }
    observer.observe(element);
    element.addEventListener('focusin', reveal, { once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', reveal);
    };
  }, [ref]);

  return state;
}
