import { useLayoutEffect, useState } from 'react';
import {
  MOBILE_BREAKPOINT_PX,
  TYPING_CHAR_DELAY_MOBILE_MS,
  TYPING_CHAR_DELAY_MS,
} from '../../lib/constants';
import { prefersReducedMotion } from '../../lib/device';

/** 80 ms a character on desktop, 50 ms below the mobile breakpoint. */
export function defaultCharDelay(viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? TYPING_CHAR_DELAY_MOBILE_MS : TYPING_CHAR_DELAY_MS;
}

interface TypedTextProps {
  text: string;
  startDelayMs: number;
  /** Delay per character; defaults by viewport width. */
  charDelayMs?: number;
  className?: string;
}

/**
 * Text typed in character by character. The full text is rendered first (prerendered HTML,
 * visitors without JavaScript, reduced motion) and screen readers always read it whole; the
 * untyped rest keeps its space, so typing never moves the layout.
 */
export function TypedText({ text, startDelayMs, charDelayMs, className }: TypedTextProps) {
  const [typedLength, setTypedLength] = useState(text.length);

  // A layout effect, so the text is cleared before the first paint rather than flashing.
  useLayoutEffect(() => {
    if (prefersReducedMotion()) return;
    const perChar = charDelayMs ?? defaultCharDelay(window.innerWidth);
    let length = 0;
    setTypedLength(0);
    let timer = window.setTimeout(function typeNext() {
      length += 1;
      setTypedLength(length);
      if (length < text.length) timer = window.setTimeout(typeNext, perChar);
    }, startDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, startDelayMs, charDelayMs]);

  const typing = typedLength < text.length;
  return (
    <span className={className ? `typed-text ${className}` : 'typed-text'}>
      <span aria-hidden="true" data-typing={typing ? 'true' : 'false'} className="typed-visual">
        <span className="typed-done">{text.slice(0, typedLength)}</span>
        <span className="typed-rest">{text.slice(typedLength)}</span>
      </span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
