import { useId, type SyntheticEvent } from 'react';
import type { FaqItem } from '../../content/types';
import { ChevronDownIcon } from './icons';

/**
 * Questions as native disclosure widgets: keyboard accessible and working without JavaScript.
 * The shared `name` makes the browser keep one open at a time; the toggle handler does the same
 * for browsers that predate exclusive `<details>`.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const group = useId();

  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement
      ?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]')
      .forEach((details) => {
        if (details !== opened) details.open = false;
      });
  };

  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} name={group} className="faq-item" onToggle={closeOthers}>
          <summary className="faq-question">
            <span>{item.question}</span>
            <ChevronDownIcon className="faq-chevron" />
          </summary>
          <div className="faq-answer">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
