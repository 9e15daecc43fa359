import type { MouseEvent, ReactNode } from 'react';
import { followToSection } from './follow-to-section';

interface SectionLinkProps {
  section: string;
  children: ReactNode;
  className?: string;
}

/** A link to a home-page section. A real `/#id` link, so it works before JavaScript and in a new tab. */
export function SectionLink({ section, children, className }: SectionLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    followToSection(event, section);
  };
  return (
    <a href={`/#${section}`} className={className} onClick={follow}>
      {children}
    </a>
  );
}
