import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useRevealOnScroll } from '../../lib/use-reveal-on-scroll';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Extra delay before this element is revealed, for staggered rows. */
  delayMs?: number;
  /** Never prerendered (see useRevealOnScroll): revealed even where it first appears on screen. */
  clientOnly?: boolean;
}

/**
 * A scroll-driven reveal starts no clock, so a row's stagger is a later stretch of the scroll
 * instead: each 100 ms of delay starts and ends the reveal 10% further into the element's entry.
 */
export function revealShift(delayMs: number): string {
  return `${delayMs / 10}%`;
}

/**
 * Reveals its content as it is scrolled into view. Prerendered content is revealed by the
 * stylesheet alone (layout.css: a scroll-driven animation on the element's view), so it works
 * without the app's code and is simply there where browsers cannot do it, under reduced motion,
 * or while focus is inside it. Content the code adds later (`clientOnly`) is revealed by the code.
 */
export function Reveal({ children, className, delayMs = 0, clientOnly = false }: RevealProps) {
  const classes = className ? `reveal ${className}` : 'reveal';
  if (clientOnly) {
    return (
      <ClientReveal className={classes} delayMs={delayMs}>
        {children}
      </ClientReveal>
    );
  }
  const style = delayMs ? ({ '--reveal-shift': revealShift(delayMs) } as CSSProperties) : undefined;
  return (
    <div className={classes} style={style}>
      {children}
    </div>
  );
}

function ClientReveal({
  children,
  className,
  delayMs,
}: {
  children: ReactNode;
  className: string;
  delayMs: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useRevealOnScroll(ref);
  const style = delayMs ? ({ '--reveal-delay': `${delayMs}ms` } as CSSProperties) : undefined;
  return (
    <div ref={ref} className={className} data-reveal={state} style={style}>
      {children}
    </div>
  );
}
