import { renderToString } from 'react-dom/server';
import { Reveal } from './reveal';

it('renders its content visible when there is no browser, as when prerendering', () => {
  const html = renderToString(
    <Reveal>
      <p>Preserve Wealth. Produce Income</p>
    </Reveal>,
  );
  expect(html).toContain('data-reveal="static"');
  expect(html).toContain('Preserve Wealth. Produce Income');
});
