import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { stubIntersectionObserver } from '../../test/intersection-observer';
import { Reveal, revealShift } from './reveal';

it('renders prerendered content as it is, for the stylesheet to reveal, with its stagger', () => {
  const html = renderToString(
    <Reveal delayMs={240}>
      <p>Preserve Wealth. Produce Income</p>
    </Reveal>,
  );
  expect(html).toBe(
    '<div class="reveal" style="--reveal-shift:24%"><p>Preserve Wealth. Produce Income</p></div>',
  );
});

it('turns a stagger into a later stretch of the scroll: 10% of the entry for each 100 ms', () => {
  expect(revealShift(0)).toBe('0%');
  expect(revealShift(120)).toBe('12%');
  expect(revealShift(360)).toBe('36%');
});

describe('content the code adds later', () => {
  let observer: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    observer = stubIntersectionObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  const revealed = (text: string) => screen.getByText(text).parentElement!;

  it('starts hidden, then is revealed with its delay once the observer sees it', () => {
    render(
      <Reveal clientOnly delayMs={400}>
        <p>Bank of England holds rates</p>
      </Reveal>,
    );
    expect(revealed('Bank of England holds rates').dataset.reveal).toBe('waiting');
    expect(revealed('Bank of England holds rates').style.getPropertyValue('--reveal-delay')).toBe(
      '400ms',
    );
    act(() => observer.report({ isIntersecting: true, intersectionRatio: 1 }));
    expect(revealed('Bank of England holds rates').dataset.reveal).toBe('shown');
  });
});
