import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Part } from './part';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

/** The markup as the prerenderer writes it: rendered where there is no browser. */
function prerender(): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(page);
  } finally {
    vi.unstubAllGlobals();
  }
}

const page = (
  <main>
    <h1>Shell</h1>
    <Part>
      <Counter />
    </Part>
  </main>
);

describe('Part', () => {
  it('keeps the prerendered part and hydrates it after the shell, so that it works', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = prerender();
    const prerendered = screen.getByRole('button');
    const recovered = vi.fn();

    render(page, { container, hydrate: true, onRecoverableError: recovered });
    // The part's own render, once the shell has committed.
    await act(async () => {});

    // The same element, not one made afresh: React hydrated the markup, with nothing to mend.
    expect(screen.getByRole('button')).toBe(prerendered);
    expect(recovered).not.toHaveBeenCalled();
    fireEvent.click(prerendered);
    expect(prerendered).toHaveTextContent('Pressed 1 times');
  });

  it('renders the part at once when it is rendered afresh, as after a navigation', () => {
    render(page);

    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Pressed 0 times');
    fireEvent.click(button);
    expect(button).toHaveTextContent('Pressed 1 times');
  });
});
