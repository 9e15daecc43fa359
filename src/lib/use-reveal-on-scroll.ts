import { useEffect, useState, type RefObject } from 'react';
import { REVEAL_THRESHOLD, REVEAL_THRESHOLD_LOW_END } from './constants';
import { isLowEndDevice, prefersReducedMotion } from './device';

/**
 * 'static': rendered as is (before hydration, under reduced motion, or prerendered content already
 * on screen). 'waiting': hidden until scrolled to. 'shown': fading in.
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

/** Fading needs an observer and a visitor who has not asked for less motion. */
function canReveal(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof IntersectionObserver !== 'undefined' &&
    !prefersReducedMotion()
  );
}

interface RevealOptions {
  /**
   * The content is never in the prerendered HTML (it arrives later, such as news cards after their
   * feed): it starts hidden and fades in even when it appears on screen.
   */
  clientOnly?: boolean;
}

/**
 * Content starts visible so it is there without JavaScript and while prerendered; only sections
 * still below the fold once the page runs are hidden, then faded in as they scroll into view.
 * Client-only content has never been seen, so it is hidden from its first render wherever it is.
 */
export function useRevealOnScroll(
  ref: RefObject<HTMLElement | null>,
  { clientOnly = false }: RevealOptions = {},
): RevealState {
  const [state, setState] = useState<RevealState>(() =>
    clientOnly && canReveal() ? 'waiting' : 'static',
  );

  useEffect(() => {
    const element = ref.current;
    if (!element || !canReveal()) return;
    // Hiding prerendered content the visitor may already be reading would make it blink.
    if (!clientOnly && element.getBoundingClientRect().top < window.innerHeight) return;

    const threshold = revealThreshold(isLowEndDevice());
    const steps = Array.from({ length: 11 }, (_, i) => (i / 10) * threshold);
    // Observers report after style and layout, so content already on screen has been styled hidden
    // by the time it is shown: it fades in from there rather than appearing at once.
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
  }, [ref, clientOnly]);

  return state;
}
