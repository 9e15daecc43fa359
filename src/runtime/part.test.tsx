import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { lazyPart, AfterShell, preloadAllLazyParts } from './part';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

/** The markup as the prerenderer writes it: rendered where there is no browser. */
function prerender(markup: ReactNode): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(markup);
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * A shell around a section; `rendersAgain`: the shell renders again in its own commit, before the
 * section has hydrated, its section made anew, as no rule now forbids.
 */
function Page({ rendersAgain = false }: { rendersAgain?: boolean }) {
  const [, setRenders] = useState(1);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the point: a render in the commit
    if (rendersAgain) setRenders(2);
  }, [rendersAgain]);
  return (
    <main>
      <h1>Shell</h1>
      <AfterShell>
        <Counter />
      </AfterShell>
    </main>
  );
}

describe('AfterShell', () => {
  it.each([false, true])(
    'keeps the prerendered part and hydrates it after the shell, so that it works (shell rendered again first: %s)',
    async (rendersAgain) => {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = prerender(<Page rendersAgain={rendersAgain} />);
      const prerendered = screen.getByRole('button');
      const recovered = vi.fn();

      render(<Page rendersAgain={rendersAgain} />, {
        container,
        hydrate: true,
        onRecoverableError: recovered,
      });
      // The part's own render, once the shell has committed.
      await act(async () => {});

      // The same element, not one made afresh: React hydrated the markup, with nothing to mend.
      expect(screen.getByRole('button')).toBe(prerendered);
      expect(recovered).not.toHaveBeenCalled();
      fireEvent.click(prerendered);
      expect(prerendered).toHaveTextContent('Pressed 1 times');
    },
  );

  it('renders the part at once when it is rendered afresh, as after a navigation', () => {
    render(<Page />);

    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Pressed 0 times');
    fireEvent.click(button);
    expect(button).toHaveTextContent('Pressed 1 times');
  });
});

interface Enquiry {
  name: string;
  country: string;
  consent: boolean;
}

/** What the form below sends, each test afresh. */
const send = vi.fn();
afterEach(() => send.mockReset());

function EnquiryForm({ page }: { page: string }) {
  const { register, handleSubmit } = useForm<Enquiry>({
    defaultValues: { name: '', country: '', consent: false },
  });
  return (
    <form method="post" aria-label={page} onSubmit={(event) => void handleSubmit(send)(event)}>
      <input aria-label="Name" {...register('name')} />
      <select aria-label="Country" {...register('country')}>
        <option value="">Choose</option>
        <option value="Malta">Malta</option>
      </select>
      <input type="checkbox" aria-label="Consent" {...register('consent')} />
      <button type="submit">Send</button>
    </form>
  );
}

type Form = ComponentType<{ page: string }>;

/**
 * The form as the prerenderer writes it, hydrated as a lazy part whose code comes on `arrive`;
 * `renderAgain` renders the page around it again, as a parent's render does.
 */
async function prerenderedForm() {
  const Prerendered = lazyPart(() => Promise.resolve(EnquiryForm));
  await preloadAllLazyParts();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = prerender(<Prerendered page="Enquiry" />);
  let arrive = (_form: Form) => {};
  const code = new Promise<Form>((resolve) => (arrive = resolve));
  const Enhanced = lazyPart(() => code);
  const { rerender } = render(<Enhanced page="Enquiry" />, { container, hydrate: true });
  return {
    arrive: () => act(async () => arrive(EnquiryForm)),
    renderAgain: () => act(() => rerender(<Enhanced page="Enquiry" />)),
  };
}

describe('lazyPart', () => {
  // What lazyPart relies on to keep what was typed before its code (react-hook-form taking the
  // value of a field edited before the form was ready, and React hydrating a field as it is):
  // pinned here, so that an upgrade of either that changes it fails here, not for a visitor.
  it('keeps what was typed and ticked in the bare markup once its code has hydrated it', async () => {
    const { arrive } = await prerenderedForm();
    // Typed into the markup before the code has come.
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    name.value = 'Ada';
    screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value = 'Malta';
    screen.getByRole<HTMLInputElement>('checkbox', { name: 'Consent' }).checked = true;
    await arrive();

    // The same fields, now the code's: what they hold is what it sends.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);
    expect(name).toHaveValue('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        { name: 'Ada', country: 'Malta', consent: true },
        expect.anything(),
      ),
    );
  });

  it('keeps its markup, and what was typed, while its parent renders again before its code has come', async () => {
    const { arrive, renderAgain } = await prerenderedForm();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    name.value = 'Ada';
    renderAgain();
    await arrive();

    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);
    expect(name).toHaveValue('Ada');
  });
});
