import { act, render, screen } from '@testing-library/react';
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

describe('in a browser, with content on screen', () => {
  let report: (entry: Partial<IntersectionObserverEntry>) => void = () => {};

  beforeEach(() => {
    // jsdom lays nothing out: every element sits at the top of the viewport, that is on screen.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (entry) =>
            callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
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
    act(() => report({ isIntersecting: true, intersectionRatio: 1 }));
    expect(revealState('Bank of England holds rates')).toBe('shown');
  });
});
