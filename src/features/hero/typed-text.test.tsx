import { renderToString } from 'react-dom/server';
import { defaultCharDelay, TypedText } from './typed-text';

it('types 80 ms a character on desktop and 50 ms below 768 px', () => {
  expect(defaultCharDelay(1280)).toBe(80);
  expect(defaultCharDelay(768)).toBe(80);
  expect(defaultCharDelay(767)).toBe(50);
});

it('renders the whole text without a browser, for prerendering and visitors without JavaScript', () => {
  const html = renderToString(
    <TypedText text="Preserve Wealth. Produce Income" startDelayMs={1400} />,
  );
  expect(html).toContain('<span class="typed-done">Preserve Wealth. Produce Income</span>');
  expect(html).toContain('data-typing="false"');
});
