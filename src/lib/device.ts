import { LOW_END_MAX_CORES, MOBILE_BREAKPOINT_PX } from './constants';

// Every probe answers "no" without a browser, so render code can call them while prerendering.

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

export function prefersReducedMotion(): boolean {
  return matches('(prefers-reduced-motion: reduce)');
}

/** Two or fewer logical cores. Unknown core counts are treated as capable. */
export function isLowEndDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  const cores = navigator.hardwareConcurrency;
  return typeof cores === 'number' && cores > 0 && cores <= LOW_END_MAX_CORES;
}

/** The primary pointer can rest over an element without pressing it: a mouse, not a finger. */
export function pointerHovers(): boolean {
  return matches('(hover: hover)');
}

/** A phone-sized viewport or a touch-first device. */
export function isMobileDevice(): boolean {
  return matches(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) || matches('(pointer: coarse)');
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
export function isIOS(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (
    /iP(hone|od|ad)/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)
  );
}
