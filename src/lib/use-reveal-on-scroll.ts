import { useEffect, useState, type RefObject } from 'react';
import { REVEAL_THRESHOLD, REVEAL_THRESHOLD_LOW_END } from './constants';
import { isLowEndDevice, prefersReducedMotion } from './device';

/**
 * 'static': rendered as is (before hydration, under reduced motion, or already on screen).
 * 'waiting': below the fold, hidden until scrolled to. 'shown': fading in.
 */
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

/**
 * Content starts visible so it is there without JavaScript and while prerendered; only sections
 * still below the fold once the page runs are hidden, then faded in as they scroll into view.
 */
export function useRevealOnScroll(ref: RefObject<HTMLElement | null>): RevealState {
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    const threshold = revealThreshold(isLowEndDevice());
    const steps = Array.from({ length: 11 }, (_, i) => (i / 10) * threshold);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => isVisibleEnough(entry, threshold))) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: steps },
    );
    // Keyboard users tabbing into a hidden section must see where focus went.
    const reveal = () => {
      setState('shown');
      observer.disconnect();
    };
    setState('waiting');
    observer.observe(element);
    element.addEventListener('focusin', reveal, { once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', reveal);
    };
  }, [ref]);

  return state;
}
