import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TAGLINE_TYPING, TITLE_TYPING } from '../../lib/constants';
import { defaultCharDelay, TypedText } from './typed-text';

it('types 80 ms a character on desktop and 50 ms below 768 px', () => {
  expect(defaultCharDelay(1280)).toBe(80);
  expect(defaultCharDelay(768)).toBe(80);
  expect(defaultCharDelay(767)).toBe(50);
});

it('renders the whole text without a browser, marked as waiting for the app', () => {
  const html = renderToString(
    <TypedText text="Preserve Wealth. Produce Income" startDelayMs={1400} />,
  );
  expect(html).toContain('<span class="typed-done">Preserve Wealth. Produce Income</span>');
  expect(html).toContain('data-typing="pending"');
});

describe('typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Renders the text, then reads what it visibly shows at each time since it mounted. */
  function typedAt(text: string, timing: { startDelayMs: number; charDelayMs: number }) {
    const { container, getByRole } = render(
      <h1>
        <TypedText text={text} {...timing} />
      </h1>,
    );
    let now = 0;
    return {
      heading: getByRole('heading'),
      at(ms: number): string {
        act(() => vi.advanceTimersByTime(ms - now));
        now = ms;
        return container.querySelector('.typed-done')?.textContent ?? '';
      },
    };
  }

  it('types the brand from 800 ms, one character every 80 ms', () => {
    const brand = 'Valletta & Thames';
    const { heading, at } = typedAt(brand, TITLE_TYPING);
    expect(heading).toHaveAccessibleName(brand);
    expect(at(0)).toBe('');
    expect(at(799)).toBe('');
    expect(at(800)).toBe('V');
    expect(at(879)).toBe('V');
    expect(at(880)).toBe('Va');
    expect(at(800 + 80 * 8)).toBe('Valletta ');
    expect(at(800 + 80 * (brand.length - 1) - 1)).toBe(brand.slice(0, -1));
    expect(at(800 + 80 * (brand.length - 1))).toBe(brand);
    expect(heading).toHaveAccessibleName(brand);
  });

  it('types the tagline from 1400 ms, one character every 60 ms', () => {
    const tagline = 'Preserve Wealth. Produce Income';
    const { at } = typedAt(tagline, TAGLINE_TYPING);
    expect(at(1399)).toBe('');
    expect(at(1400)).toBe('P');
    expect(at(1459)).toBe('P');
    expect(at(1460)).toBe('Pr');
    expect(at(1400 + 60 * 15)).toBe('Preserve Wealth.');
    expect(at(1400 + 60 * (tagline.length - 1))).toBe(tagline);
  });
});
