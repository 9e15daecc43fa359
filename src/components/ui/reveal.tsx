import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useRevealOnScroll } from '../../lib/use-reveal-on-scroll';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Extra delay before this element fades in, for staggered rows. */
  delayMs?: number;
  /** Never prerendered (see useRevealOnScroll): fades in even where it first appears on screen. */
  clientOnly?: boolean;
}

/** Fades its content in when scrolled into view (see useRevealOnScroll). */
export function Reveal({ children, className, delayMs = 0, clientOnly = false }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useRevealOnScroll(ref, { clientOnly });
  const style = delayMs ? ({ '--reveal-delay': `${delayMs}ms` } as CSSProperties) : undefined;
  return (
    <div
      ref={ref}
      className={className ? `reveal ${className}` : 'reveal'}
      data-reveal={state}
      style={style}
    >
      {children}
    </div>
  );
}
