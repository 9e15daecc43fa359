import { useLayoutEffect, useRef, useState } from 'react';
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

/** The stylesheet's animation that shows waiting text if the app never takes it over (pages.css). */
const FALLBACK_REVEAL_ANIMATION = 'typed-reveal-fallback';

/** True when the stylesheet has already shown the waiting text: the app arrived after its fallback. */
function shownByFallback(visual: HTMLElement | null): boolean {
  return (
    visual
      ?.getAnimations?.()
      .some(
        (animation) =>
          'animationName' in animation &&
          animation.animationName === FALLBACK_REVEAL_ANIMATION &&
          animation.playState === 'finished',
      ) ?? false
  );
}

/** The visual's data-typing: 'pending' until the app takes over, then whether typing goes on. */
function typingState(typedLength: number | null, textLength: number): 'pending' | 'true' | 'false' {
  if (typedLength === null) return 'pending';
  return typedLength < textLength ? 'true' : 'false';
}

interface TypedTextProps {
  text: string;
  startDelayMs: number;
  /** Delay per character; defaults by viewport width. */
  charDelayMs?: number;
  className?: string;
}

/**
 * Text typed in character by character. Until the app takes over (prerendered HTML, visitors
 * without JavaScript) the full text is in the markup, marked pending: the stylesheet hides it only
 * where typing will follow, so it never flashes whole and then vanishes. Screen readers always
 * read it whole; the untyped rest keeps its space, so typing never moves the layout.
 */
export function TypedText({ text, startDelayMs, charDelayMs, className }: TypedTextProps) {
  const visualRef = useRef<HTMLSpanElement>(null);
  // null until the app takes over, so hydration renders exactly the prerendered markup.
  const [typedLength, setTypedLength] = useState<number | null>(null);

  // A layout effect, so the pending text turns into typing before the app's first paint.
  useLayoutEffect(() => {
    // Whole at once under reduced motion; and text the stylesheet's fallback has already shown
    // (the app came late) is not taken away to be typed again.
    if (prefersReducedMotion() || shownByFallback(visualRef.current)) {
      setTypedLength(text.length);
      return;
    }
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

  const shownLength = typedLength ?? text.length;
  const typing = typingState(typedLength, text.length);
  return (
    <span className={className ? `typed-text ${className}` : 'typed-text'}>
      <span ref={visualRef} aria-hidden="true" data-typing={typing} className="typed-visual">
        <span className="typed-done">{text.slice(0, shownLength)}</span>
        <span className="typed-rest">{text.slice(shownLength)}</span>
      </span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
