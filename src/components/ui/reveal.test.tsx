import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { stubIntersectionObserver } from '../../test/intersection-observer';
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

describe('in a browser, with content on screen', () => {
  // jsdom lays nothing out: every element sits at the top of the viewport, that is on screen.
  let observer: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    observer = stubIntersectionObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  const revealState = (text: string) => screen.getByText(text).parentElement?.dataset.reveal;

  it('leaves prerendered content as it is, rather than hiding what the visitor may be reading', () => {
    render(
      <Reveal>
        <p>Our Services</p>
      </Reveal>,
    );
    expect(revealState('Our Services')).toBe('static');
  });

  it('starts client-only content hidden, then fades it in once the observer sees it', () => {
    render(
      <Reveal clientOnly delayMs={400}>
        <p>Bank of England holds rates</p>
      </Reveal>,
    );
    expect(revealState('Bank of England holds rates')).toBe('waiting');
    act(() => observer.report({ isIntersecting: true, intersectionRatio: 1 }));
    expect(revealState('Bank of England holds rates')).toBe('shown');
  });
});
