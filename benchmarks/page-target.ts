/**
 * Readies the target of an input in the page itself: scrolls it (or its form) into view, focuses a
 * field, and reads where its centre is. At paint this runs in the page's own paint observer,
 * because a round trip from the benchmark would wait for the app's start, the very thing the
 * input is to meet; the benchmark is told through an exposed binding, PAINTED_BINDING.
 */

/** The binding the page calls once first-contentful-paint is reported and the target readied. */
export const PAINTED_BINDING = '__benchPainted';

export interface TargetSpec {
  /** CSS selector of the element to touch or type into. */
  selector: string;
  /** Scroll it to the middle of the screen first. */
  scroll?: boolean;
  /** Focus it (without scrolling), as a tap on a field would. */
  focus?: boolean;
  /** Scroll this other element to the middle of the screen first. */
  scrollTo?: string;
}

export interface Point {
  x: number;
  y: number;
}

export type Readied = Point | { error: string };

interface TargetWindow {
  __benchReady?: (spec: TargetSpec) => Readied;
  __benchPainted?: (readied: Readied) => void;
}

/**
 * An init script: defines the page's readying function and, once first-contentful-paint is
 * reported, readies `atPaint` (once the parser has reached it, if the page painted before) and
 * calls the binding with where it is. (No function is kept in a local variable: tsx would wrap it
 * in a naming helper the page does not have.)
 */
export function readyAtPaint(atPaint: TargetSpec | null): void {
  const bench = window as unknown as TargetWindow;
  bench.__benchReady = function (spec: TargetSpec): Readied {
    const middle = { block: 'center', behavior: 'instant' } as const;
    if (spec.scrollTo) document.querySelector(spec.scrollTo)?.scrollIntoView(middle);
    const element = document.querySelector<HTMLElement>(spec.selector);
    if (!element) return { error: `no ${spec.selector} on the page` };
    if (spec.scroll) element.scrollIntoView(middle);
    if (spec.focus) element.focus({ preventScroll: true });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    if (atPaint && !document.querySelector(atPaint.selector) && document.readyState === 'loading') {
      document.addEventListener(
        'DOMContentLoaded',
        () => bench.__benchPainted?.(bench.__benchReady!(atPaint)),
        { once: true },
      );
    } else {
      bench.__benchPainted?.(atPaint ? bench.__benchReady!(atPaint) : { x: 0, y: 0 });
    }
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** In the page (evaluate), once readyAtPaint has run: readies the target now. */
export function readyTargetNow(spec: TargetSpec): Readied {
  return (window as unknown as TargetWindow).__benchReady!(spec);
}
