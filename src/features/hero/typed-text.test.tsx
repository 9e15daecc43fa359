import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TAGLINE_TYPING } from '../../lib/constants';
import { TypedText } from './typed-text';

const TAGLINE = 'Preserve Wealth. Produce Income';

/** The characters the stylesheet types, each with the index its delay is counted from. */
function typedCharacters(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('.typed-visual > span')].map((span) => ({
    character: span.textContent,
    index: span.style.getPropertyValue('--i'),
  }));
}

it('renders every character in its own span, numbered in order, for the stylesheet to type', () => {
  const { container } = render(<TypedText text="V & T" startDelayMs={800} />);
  expect(typedCharacters(container)).toEqual([
    { character: 'V', index: '0' },
    { character: ' ', index: '1' },
    { character: '&', index: '2' },
    { character: ' ', index: '3' },
    { character: 'T', index: '4' },
  ]);
});

it('gives the stylesheet its start and per-character delays', () => {
  const { container } = render(<TypedText text={TAGLINE} {...TAGLINE_TYPING} />);
  const visual = container.querySelector<HTMLElement>('.typed-visual')!;
  expect(visual.style.getPropertyValue('--typed-start')).toBe('1400ms');
  expect(visual.style.getPropertyValue('--typed-per-char')).toBe('60ms');
});

it('leaves the default per-character delay to the stylesheet', () => {
  const { container } = render(<TypedText text="Brand" startDelayMs={0} />);
  const visual = container.querySelector<HTMLElement>('.typed-visual')!;
  expect(visual.style.getPropertyValue('--typed-per-char')).toBe('');
});

it('is read whole, once, by screen readers', () => {
  const { getByRole } = render(
    <h1>
      <TypedText text={TAGLINE} {...TAGLINE_TYPING} />
    </h1>,
  );
  expect(getByRole('heading')).toHaveAccessibleName(TAGLINE);
});

it('hydrates the prerendered characters as they are, so the typing they show goes on', () => {
  const element = <TypedText text={TAGLINE} {...TAGLINE_TYPING} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(element);
  const prerendered = [...container.querySelectorAll('.typed-visual > span')];
  // A hydration mismatch would be a console error, which fails the test.
  render(element, { container, hydrate: true });
  expect([...container.querySelectorAll('.typed-visual > span')]).toEqual(prerendered);
  expect(prerendered.every((span) => span.isConnected)).toBe(true);
});
