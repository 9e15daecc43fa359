import type { CSSProperties } from 'react';

interface TypedTextProps {
  text: string;
  startDelayMs: number;
  /**
   * Delay per character. Without it the stylesheet chooses: 80 ms, or 50 ms below the mobile
   * breakpoint (pages.css, from src/lib/constants.ts).
   */
  charDelayMs?: number;
  className?: string;
}

/**
 * Text typed in character by character by the stylesheet alone (pages.css): each character is its
 * own span carrying its index (`--i`), shown by a CSS animation delayed by start + index x per
 * character. So it types from the prerendered HTML, with or without the app's code, and hydrating
 * it changes nothing, so the typing is never restarted. Under reduced motion it shows whole. Screen
 * readers read a visually hidden copy, once; the untyped rest keeps its space, so nothing moves.
 */
export function TypedText({ text, startDelayMs, charDelayMs, className }: TypedTextProps) {
  const timing = {
    '--typed-start': `${startDelayMs}ms`,
    ...(charDelayMs === undefined ? {} : { '--typed-per-char': `${charDelayMs}ms` }),
  } as CSSProperties;
  return (
    <span className={className ? `typed-text ${className}` : 'typed-text'}>
      <span aria-hidden="true" className="typed-visual" style={timing}>
        {Array.from(text, (character, index) => (
          <span key={index} style={{ '--i': index } as CSSProperties}>
            {character}
          </span>
        ))}
      </span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
