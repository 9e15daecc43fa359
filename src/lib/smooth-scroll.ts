import { SECTION_SCROLL_DURATION_MS } from './constants';
import { isLowEndDevice, isMobileDevice, prefersReducedMotion } from './device';

/** The sticky header marks itself with this attribute so scrolling can clear it. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';

const CANCELLING_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * How long, after arriving, the section is kept in place while content above it settles: the news
 * feed, loaded as it comes near, can grow by a screenful after the scroll passed it.
 */
const HOLD_AFTER_ARRIVAL_MS = 8000;

/**
 * How long the browser's own smooth scroll may take before its arrival is no longer awaited: a
 * browser without `scrollend`, or a scroll it dropped, must not leave a listener behind that would
 * pull a later, unrelated scroll back to the section.
 */
const PLAIN_SCROLL_TIMEOUT_MS = 3000;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function headerHeight(): number {
  const header = document.querySelector<HTMLElement>(`[${SITE_HEADER_ATTRIBUTE}]`);
  return header?.offsetHeight ?? 0;
}

/** Document offset that puts the element's top just below the sticky header. */
export function sectionScrollTop(element: Element): number {
  const top = element.getBoundingClientRect().top + window.scrollY - headerHeight();
  const maxTop = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(top, maxTop));
}

/**
 * Scrolls so the element with `id` sits below the header, then moves keyboard focus to it so the
 * next Tab continues from there. Eased over 1200 ms; the browser's own smooth scroll is used
 * instead under reduced motion and on low-core mobile devices. Any wheel, touch or key input
 * cancels the animation, leaving the visitor in control. Returns false when no such element exists.
 */
export function scrollToSection(id: string, durationMs = SECTION_SCROLL_DURATION_MS): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  focusWithoutScrolling(target);

  if (prefersReducedMotion() || (isMobileDevice() && isLowEndDevice())) {
    plainScroll(target);
  } else {
    animateScroll(target, durationMs);
  }
  return true;
}

/**
 * For a page that opened at a section (`/#contact`, followed before the code ran or from another
 * site): the browser put the section below the header itself; keep it there while the content
 * above it loads. The stylesheet's smooth scrolling may still be taking it there, toward where the
 * section was when it started: then it is held once that scroll ends, unless the visitor takes
 * over first. Returns false when no such element exists.
 */
export function keepSectionInPlace(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (Math.abs(window.scrollY - sectionScrollTop(target)) <= 2) holdInPlace(target);
  else holdWhenScrollEnds(target);
  return true;
}

/** Runs `onInput` on the visitor's first wheel, touch, key or pointer input; returns the unsubscriber. */
function onVisitorInput(onInput: () => void): () => void {
  const stop = () => {
    for (const type of CANCELLING_INPUTS) window.removeEventListener(type, handle);
  };
  const handle = () => {
    stop();
    onInput();
  };
  for (const type of CANCELLING_INPUTS) window.addEventListener(type, handle, { passive: true });
  return stop;
}

/**
 * The browser's own smooth scroll, then the same hold in place as the eased scroll once it ends.
 * Wheel, touch or key input before then hands the page to the visitor: their scroll is not pulled
 * back to the section when it ends.
 */
function plainScroll(target: Element): void {
  const top = sectionScrollTop(target);
  // Already there: the browser does not scroll, so no `scrollend` would ever come.
  if (Math.abs(window.scrollY - top) <= 1) {
    holdInPlace(target);
    return;
  }
  holdWhenScrollEnds(target);
  window.scrollTo({ top, behavior: 'smooth' });
}

/**
 * Holds the section in place once the browser's smooth scroll ends. Wheel, touch or key input
 * before then hands the page to the visitor, and a scroll that never ends (no `scrollend` in this
 * browser, or no scroll under way) is given up on after PLAIN_SCROLL_TIMEOUT_MS.
 */
function holdWhenScrollEnds(target: Element): void {
  const stop = () => {
    window.removeEventListener('scrollend', arrive);
    clearTimeout(timer);
    stopListening();
  };
  const arrive = () => {
    stop();
    holdInPlace(target);
  };
  window.addEventListener('scrollend', arrive);
  const timer = setTimeout(stop, PLAIN_SCROLL_TIMEOUT_MS);
  const stopListening = onVisitorInput(stop);
}

/** Eases toward the target, re-measured every frame so content that moves meanwhile is still met. */
function animateScroll(target: Element, durationMs: number): void {
  const from = window.scrollY;
  const startedAt = performance.now();
  let frame = 0;
  const stopListening = onVisitorInput(() => cancelAnimationFrame(frame));

  const step = (now: number) => {
    // A frame's timestamp can predate the click that started the scroll; never ease backwards.
    const progress = Math.min(1, Math.max(0, now - startedAt) / durationMs);
    const to = sectionScrollTop(target);
    window.scrollTo({ top: from + (to - from) * easeInOutCubic(progress), behavior: 'instant' });
    if (progress < 1) {
      frame = requestAnimationFrame(step);
    } else {
      stopListening();
      holdInPlace(target);
    }
  };
  frame = requestAnimationFrame(step);
}

/**
 * Keeps the section just below the header while the page's height changes (late feed, images,
 * fonts), until the visitor takes over or HOLD_AFTER_ARRIVAL_MS pass. The browser's own scroll
 * anchoring was seen not to: Chromium left the section 1400 px down when the news grew above it.
 */
function holdInPlace(target: Element): void {
  const settle = () => {
    const top = sectionScrollTop(target);
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
  };
  settle();
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(settle);
  observer.observe(document.body);
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    stopListening();
  };
  const timer = setTimeout(release, HOLD_AFTER_ARRIVAL_MS);
  const stopListening = onVisitorInput(release);
}

function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
