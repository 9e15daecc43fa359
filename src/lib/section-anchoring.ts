/**
 * A section reached stays where it was reached: scrolled to below the sticky header, then held
 * there while the page above it grows, as is what the visitor looks at below a part that grows
 * (decisions 0011 and 0043).
 */
import { SECTION_SCROLL_DURATION_MS } from './constants';
import { isLowEndDevice, isMobileDevice, prefersReducedMotion } from './device';
import { SITE_HEADER_ATTRIBUTE } from './page-marks';

const CANCELLING_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * How long without a scroll event counts as a scroll having ended, where the browser has no
 * `scrollend` (Safari, WebKit): a smooth scroll moves the page every frame.
 */
export const SCROLL_QUIET_MS = 150;

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
 * over first. A page at rest elsewhere is the visitor's: they scrolled away before this ran.
 * Returns false when no such element exists.
 */
export function keepSectionInPlace(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (Math.abs(window.scrollY - sectionScrollTop(target)) <= 2) {
    holdInPlace(target);
    return true;
  }
  // A scroll under way says so within a frame or two; none by the end of the quiet time, none is.
  const underWay = () => {
    cancelQuiet();
    holdWhenScrollEnds(target);
  };
  window.addEventListener('scroll', underWay, { once: true, passive: true });
  const cancelQuiet = afterQuietTime(() => window.removeEventListener('scroll', underWay));
  return true;
}

/**
 * Runs `quiet` once SCROLL_QUIET_MS have passed and then a frame: the frame is what tells a quiet
 * page from a busy one. The browser's smooth scroll goes on while the page's code is held up, and
 * the scroll events it missed meanwhile come in that frame, before its callbacks; a timer alone
 * can run first, and take a scroll still under way for none (seen in WebKit under load: a section
 * link's scroll never held, the form left 4107 px down as the news grew above it). Returns the
 * canceller.
 */
function afterQuietTime(quiet: () => void): () => void {
  let frame = 0;
  const timer = window.setTimeout(() => (frame = requestAnimationFrame(quiet)), SCROLL_QUIET_MS);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
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
 * Runs `ended` once the page's scroll has ended: at `scrollend` where the browser has it, and in
 * every browser once it has been quiet (afterQuietTime: WebKit has no `scrollend`; a scroll the
 * browser dropped has none either). Taken for ended, a smooth scroll still under way would be met
 * by the hold's own scroll, and Chromium adds the two (seen under load: the page at its bottom,
 * 766 px past the section). Returns the unsubscriber.
 */
function onScrollEnd(ended: () => void): () => void {
  let cancelQuiet = () => {};
  const stop = () => {
    cancelQuiet();
    window.removeEventListener('scroll', quietFromNow);
    window.removeEventListener('scrollend', end);
  };
  const end = () => {
    stop();
    ended();
  };
  function quietFromNow() {
    cancelQuiet();
    cancelQuiet = afterQuietTime(end);
  }
  window.addEventListener('scroll', quietFromNow, { passive: true });
  window.addEventListener('scrollend', end);
  quietFromNow();
  return stop;
}

/**
 * The browser's own smooth scroll, then the same hold in place as the eased scroll once it ends.
 * Wheel, touch or key input before then hands the page to the visitor: their scroll is not pulled
 * back to the section when it ends.
 */
function plainScroll(target: Element): void {
  holdWhenScrollEnds(target);
  window.scrollTo({ top: sectionScrollTop(target), behavior: 'smooth' });
}

/**
 * Holds the section in place once the scroll under way ends, wherever it ended: content that grew
 * above the section meanwhile (the news, loaded as the scroll passed it) moved the section away
 * from where the browser was heading. Wheel, touch or key input before then hands the page to the
 * visitor.
 */
function holdWhenScrollEnds(target: Element): void {
  const stopWaiting = onScrollEnd(() => {
    stopListening();
    holdInPlace(target);
  });
  const stopListening = onVisitorInput(stopWaiting);
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
 * Runs `changed` whenever `element` may have changed height, in the task that changed it where its
 * markup did (as the mutation is reported), and at the next frame for what changes height without
 * a mutation (an image, a font). A ResizeObserver alone reports only at the next frame, and a
 * press landing in between hits the page as laid out before `changed` put it back (in WebKit the
 * form on `/` was 28 px lower for that moment after the news rendered; a press on one of its
 * fields once reached `<main>` instead). Returns the unsubscriber.
 */
function onHeightChange(element: Element, changed: () => void): () => void {
  const resized = new ResizeObserver(changed);
  resized.observe(element);
  const mutated = new MutationObserver(changed);
  mutated.observe(element, { childList: true, subtree: true, characterData: true });
  return () => {
    resized.disconnect();
    mutated.disconnect();
  };
}

/** Lets go of the section held in place, if one is: one is held at a time. */
let releaseHeld: (() => void) | null = null;

/**
 * Keeps the section just below the header while the page's height changes (the news, loaded as it
 * came near, grows by screenfuls on a phone; images; fonts), for as long as the visitor leaves the
 * page alone: until their first wheel, touch, key or pointer input, or a scroll of theirs that no
 * change of height explains (a scroll bar dragged, find in page). Browsers' own scroll anchoring
 * does not do this: Safari has none, and Chromium was seen to leave the section 1400 px down when
 * the news grew above it.
 */
function holdInPlace(target: Element): void {
  releaseHeld?.();
  if (!target.isConnected) return;
  let height = document.documentElement.scrollHeight;
  const inPlace = () => Math.abs(window.scrollY - sectionScrollTop(target)) <= 1;
  const settle = () => {
    if (!target.isConnected) return release();
    height = document.documentElement.scrollHeight;
    if (!inPlace()) window.scrollTo({ top: sectionScrollTop(target), behavior: 'instant' });
  };
  const onScroll = () => {
    if (document.documentElement.scrollHeight === height && !inPlace()) release();
  };
  settle();
  if (typeof ResizeObserver === 'undefined') return;
  const stopObserving = onHeightChange(document.body, settle);
  window.addEventListener('scroll', onScroll, { passive: true });
  const stopListening = onVisitorInput(release);
  function release() {
    stopObserving();
    window.removeEventListener('scroll', onScroll);
    stopListening();
    if (releaseHeld === release) releaseHeld = null;
  }
  releaseHeld = release;
}

/**
 * Whether the browser keeps what is in view in place when content above it changes height (CSS
 * scroll anchoring): Chromium and Firefox do; Safari does not.
 */
function browserAnchorsScroll(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports?.('overflow-anchor', 'auto') === true;
}

/**
 * Keeps what the visitor sees where it is when `element`, above what they are looking at, changes
 * height: a part that came near as the visitor scrolled past (the news grows by screenfuls on a
 * phone once its feed comes, and shrinks to a line when it fails). Browsers with scroll anchoring
 * do this themselves; in the others (Safari) the page is scrolled by the change, before it is
 * painted. What the visitor looks at is below the part when its end was in the upper half of the
 * view; a part that fills more of the view than that grows downwards as it is read. A section held
 * in place is left to that hold. Returns the unsubscriber.
 *
 * The part's place is measured again at every scroll: a scroll that came after the change, before
 * the browser reported it (the visitor, or a link, going to what the part now holds), is already
 * where the visitor wants to be, and the change is not counted against it.
 */
export function keepPlaceBelow(element: Element): () => void {
  if (browserAnchorsScroll() || typeof ResizeObserver === 'undefined') return () => {};
  let last = element.getBoundingClientRect();
  const measure = () => {
    last = element.getBoundingClientRect();
  };
  const keepPlace = () => {
    const before = last;
    measure();
    const change = last.height - before.height;
    if (change === 0 || releaseHeld || before.bottom > window.innerHeight / 2) return;
    window.scrollBy({ top: change, behavior: 'instant' });
    measure();
  };
  const stopObserving = onHeightChange(element, keepPlace);
  window.addEventListener('scroll', measure, { passive: true });
  return () => {
    stopObserving();
    window.removeEventListener('scroll', measure);
  };
}

function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
