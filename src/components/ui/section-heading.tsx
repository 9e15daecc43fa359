import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  /** h2 for page sections; h1 only for a page's first heading. */
  level?: 'h1' | 'h2';
  align?: 'start' | 'center';
}

/** Small label, heading and optional intro that open a section. `id` names the section for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  level = 'h2',
  align = 'center',
}: SectionHeadingProps) {
  const Heading = level;
  return (
    <div className={`section-heading section-heading-${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id}>{heading}</Heading>
      {intro ? <p className="section-intro">{intro}</p> : null}
    </div>
  );
}
