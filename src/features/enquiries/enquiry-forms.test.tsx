import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { SiteToaster } from '../../components/layout/site-toaster';
import { EnquiryQueueContext, type EnquiryQueue } from '../../lib/enquiry-queue';
import { expectConsoleError } from '../../test/console-errors';
import { CapitalRaisingForm } from './capital-raising-form';
import { ContactForm } from './contact-form';
import { refuseSupabaseClients } from './test-support';

vi.mock('@supabase/supabase-js', async (importOriginal) =>
  (await import('./test-support')).supabaseJsThatCanRefuse(importOriginal),
);

/**
 * The device's outbox, in memory; `full` makes it refuse like a browser out of storage, `blocked`
 * like one whose IndexedDB is unavailable.
 */
function memoryOutbox({ full = false, blocked = false } = {}) {
  const kept = new Map<string, string>();
  const queue: EnquiryQueue = {
    async queue(payload, formLabel) {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      if (blocked)
        throw new DOMException('A mutation operation was attempted.', 'InvalidStateError');
      kept.set(payload.id, formLabel);
    },
    async settle(payload, outcome) {
      const keep = outcome.kind === 'no-answer' || outcome.kind === 'retryable';
      if (!keep) kept.delete(payload.id);
      return { kept: keep };
    },
  };
  return { kept, queue };
}

function renderWithProviders(ui: ReactNode, queue = memoryOutbox().queue) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <EnquiryQueueContext value={queue}>
        {ui}
        <SiteToaster />
      </EnquiryQueueContext>
    </QueryClientProvider>,
  );
}

const noAnswer = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );

/** Answers the function call the way the server would; records what was sent. */
function serverAnswers(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

/**
 * A server that stores the enquiry, but holds its answer until `answer` is called (or the test
 * ends, so a failed test leaves no send pending).
 */
function serverHoldsItsAnswer() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  onTestFinished(() => answer());
  const fetchMock = vi.fn(async () => {
    await answered;
    return new Response(JSON.stringify({ id: 'x', duplicate: false }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { answer, fetchMock };
}

// The app loads these on the first send; loaded here first, so no test's 1 s wait for a toast
// is spent on a busy machine importing them.
beforeAll(async () => {
  await import('@supabase/supabase-js');
  await import('../../components/layout/sonner-toaster');
});

afterEach(() => {
  vi.unstubAllGlobals();
  // sonner keeps its toasts in a module-level store; start each test without the last one's.
  toast.dismiss();
});

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Anna');
  await user.type(screen.getByLabelText('Last name'), 'Borg');
  await user.type(screen.getByLabelText('Email address'), 'anna.borg@example.com');
  await user.type(screen.getByLabelText('Phone number'), '79 123 456');
  await user.selectOptions(screen.getByLabelText('Country'), 'Malta');
  await user.type(screen.getByLabelText('Message'), 'I would like to hear about fixed income.');
}

describe('the contact form', () => {
  it('shows every rule broken, tied to its field, and focuses the first', async () => {
    const user = userEvent.setup();
    const sent = serverAnswers(201, { id: 'x', duplicate: false });
    renderWithProviders(<ContactForm page="Contact Form" />);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    const firstName = screen.getByLabelText('First name');
    expect(await screen.findByText('First name must be at least 2 characters')).toBeVisible();
    for (const message of [
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select your country',
      'Message must be at least 10 characters',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name must be at least 2 characters');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('defaults the country code to +44 and lets no one choose an empty value', () => {
    renderWithProviders(<ContactForm page="Contact Form" />);
    expect(screen.getByLabelText('Country code')).toHaveValue('+44');
    // The one empty value is the country prompt: a placeholder no one can choose, which makes the
    // required select refuse to be sent without a country when the browser validates the form.
    const empty = screen
      .getAllByRole<HTMLOptionElement>('option')
      .filter((option) => option.value === '');
    expect(empty.map((option) => [option.text, option.disabled])).toEqual([
      ['Select your country', true],
    ]);
    expect(screen.getByLabelText('Country')).toBeRequired();
  });

  it('offers the specification’s 12 country codes and 15 countries, in its order', () => {
    renderWithProviders(<ContactForm page="Contact Form" />);
    // Copied from the specification (section 3), not from the module that lists them.
    const specCodes = [
      '+44 UK',
      '+1 US/Canada',
      '+49 DE',
      '+33 FR',
      '+39 IT',
      '+34 ES',
      '+31 NL',
      '+41 CH',
      '+61 AU',
      '+43 AT',
      '+32 BE',
      '+352 LU',
    ];
    const specCountries = [
      'Malta',
      'United Kingdom',
      'Germany',
      'France',
      'Italy',
      'Spain',
      'Netherlands',
      'Switzerland',
      'Austria',
      'Belgium',
      'Luxembourg',
      'United States',
      'Canada',
      'Australia',
      'Other',
    ];
    const choices = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole<HTMLOptionElement>('option')
        .filter((option) => !option.disabled);
    expect(choices('Country code').map((option) => option.textContent)).toEqual(specCodes);
    expect(choices('Country code').map((option) => option.value)).toEqual(
      specCodes.map((option) => option.split(' ')[0]),
    );
    expect(choices('Country').map((option) => option.textContent)).toEqual(specCountries);
    expect(choices('Country').map((option) => option.value)).toEqual(specCountries);
  });

  it("says 'SENDING...' and cannot be sent again while the enquiry is on its way", async () => {
    const user = userEvent.setup();
    const server = serverHoldsItsAnswer();
    renderWithProviders(<ContactForm page="Contact Form" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    const sending = await screen.findByRole('button', { name: 'SENDING...' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    server.answer();
    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'SEND MESSAGE' })).toBeEnabled();
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the fields with page and id, then resets and confirms', async () => {
    const user = userEvent.setup();
    const sent = serverAnswers(201, { id: 'x', duplicate: false });
    renderWithProviders(<ContactForm page="Fixed Income" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    expect(sent).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Borg',
        email: 'anna.borg@example.com',
        countryCode: '+44',
        phone: '79 123 456',
        country: 'Malta',
        message: 'I would like to hear about fixed income.',
        page: 'Fixed Income',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('keeps what was typed and says so when the server refuses it', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^Error sending message: .*"status":422/);
    serverAnswers(422, { error: { code: 'invalid_enquiry', message: 'Invalid enquiry' } });
    renderWithProviders(<ContactForm page="Contact Form" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Error sending message')).toBeVisible();
    expect(screen.getByText('Please try again or contact us directly.')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Message')).toHaveValue(
      'I would like to hear about fixed income.',
    );
  });

  it('with no answer, keeps the enquiry on the device, resets and says so', async () => {
    const user = userEvent.setup();
    const outbox = memoryOutbox();
    noAnswer();
    renderWithProviders(<ContactForm page="Contact Form" />, outbox.queue);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Message saved on this device')).toBeVisible();
    expect(
      screen.getByText(/It will be sent automatically when the connection returns/),
    ).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect([...outbox.kept.values()]).toEqual(['Contact Form enquiry']);
  });

  it('keeps the enquiry at once even while the browser says it is offline', async () => {
    // React Query would otherwise hold the send back until the browser is online again.
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const user = userEvent.setup();
    const outbox = memoryOutbox();
    noAnswer();
    renderWithProviders(<ContactForm page="Contact Form" />, outbox.queue);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Message saved on this device')).toBeVisible();
    expect(outbox.kept.size).toBe(1);
  });

  it('when the enquiry client cannot be created, says it failed (not saved) and loses nothing', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^Error sending message: Error: Invalid supabaseUrl/);
    const sent = serverAnswers(201, { id: 'x', duplicate: false });
    const outbox = memoryOutbox();
    refuseSupabaseClients(new Error('Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.'));
    renderWithProviders(<ContactForm page="Contact Form" />, outbox.queue);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Error sending message')).toBeVisible();
    expect(screen.queryByText('Message saved on this device')).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    // Still in the outbox, whose later attempts need no client (plain fetch).
    expect([...outbox.kept.values()]).toEqual(['Contact Form enquiry']);
    expect(sent).toEqual([]);
  });

  it('when the device cannot keep it and sending fails, says both and keeps the values', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^The enquiry could not be kept on this device: QuotaExceededError/);
    expectConsoleError(/^Error sending message: \{"kind":"no-answer"\}/);
    noAnswer();
    renderWithProviders(<ContactForm page="Contact Form" />, memoryOutbox({ full: true }).queue);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    // Two toasts: sonner stacks the first behind the second, so it is there but not in front.
    expect(await screen.findByText('Your device’s storage is full')).toBeInTheDocument();
    expect(await screen.findByText('Error sending message')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
  });

  it('when the device cannot keep it but the server stores it, confirms as usual', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^The enquiry could not be kept on this device: QuotaExceededError/);
    const sent = serverAnswers(201, { id: 'x', duplicate: false });
    renderWithProviders(<ContactForm page="Contact Form" />, memoryOutbox({ full: true }).queue);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(screen.getByText('Your device’s storage is full')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('when storage is unavailable for another reason, says so in general terms', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^The enquiry could not be kept on this device:/);
    const sent = serverAnswers(201, { id: 'x', duplicate: false });
    renderWithProviders(<ContactForm page="Contact Form" />, memoryOutbox({ blocked: true }).queue);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(screen.getByText('Your enquiry could not be saved on this device')).toBeInTheDocument();
    expect(screen.queryByText('Your device’s storage is full')).toBeNull();
    expect(sent).toHaveLength(1);
  });
});

describe('the capital raising form', () => {
  it('keeps submit disabled until consent is given, trims text, and thanks the visitor', async () => {
    const user = userEvent.setup();
    const sent = serverAnswers(201, { id: 'x', duplicate: false });
    renderWithProviders(<CapitalRaisingForm />);
    const submit = screen.getByRole('button', { name: 'SUBMIT ENQUIRY' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('First name'), '  Marco ');
    await user.type(screen.getByLabelText('Last name'), 'Vella');
    await user.type(screen.getByLabelText('Company name'), 'Harbour Tech Ltd');
    await user.type(screen.getByLabelText('Email address'), 'marco@harbour.example');
    await user.type(screen.getByLabelText('Contact number'), '+356 2123 4567');
    await user.selectOptions(screen.getByLabelText('Funding requirement'), 'debt');
    await user.type(screen.getByLabelText('Message'), 'We are raising a growth loan.');
    await user.click(screen.getByRole('checkbox', { name: /Consent/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(screen.getByText('We will be in touch shortly.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(sent).toEqual([
      expect.objectContaining({
        firstName: 'Marco',
        fundingRequirement: 'debt',
        consent: true,
        page: 'Capital Raising',
      }),
    ]);
  });

  it('offers equity, debt and alternative as funding, and no empty value to choose', () => {
    renderWithProviders(<CapitalRaisingForm />);
    const options = within(
      screen.getByLabelText('Funding requirement'),
    ).getAllByRole<HTMLOptionElement>('option');
    expect(
      options.filter((option) => option.value === '').map((option) => option.disabled),
    ).toEqual([true]);
    expect(options.filter((option) => !option.disabled).map((option) => option.value)).toEqual([
      'equity',
      'debt',
      'alternative',
    ]);
  });

  it('shows the specification messages for empty and overlong fields', async () => {
    const user = userEvent.setup();
    serverAnswers(201, {});
    renderWithProviders(<CapitalRaisingForm />);
    await user.type(screen.getByLabelText('First name'), 'x'.repeat(51));
    await user.click(screen.getByRole('checkbox', { name: /Consent/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT ENQUIRY' }));
    expect(await screen.findByText('First name must be less than 50 characters')).toBeVisible();
    for (const message of [
      'Last name is required',
      'Company name is required',
      'Invalid email address',
      'Contact number is required',
      'Please select a funding requirement',
      'Message is required',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
  });

  it('says nothing as a field is left, so no message moves the button before it is pressed', async () => {
    const user = userEvent.setup();
    serverAnswers(201, {});
    renderWithProviders(<CapitalRaisingForm />);
    await user.type(screen.getByLabelText('First name'), '   ');
    await user.tab();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /Consent/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT ENQUIRY' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(7);
  });

  async function fillCapitalRaisingForm(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('First name'), 'Marco');
    await user.type(screen.getByLabelText('Last name'), 'Vella');
    await user.type(screen.getByLabelText('Company name'), 'Harbour Tech Ltd');
    await user.type(screen.getByLabelText('Email address'), 'marco@harbour.example');
    await user.type(screen.getByLabelText('Contact number'), '21234567');
    await user.selectOptions(screen.getByLabelText('Funding requirement'), 'equity');
    await user.type(screen.getByLabelText('Message'), 'Raising equity.');
    await user.click(screen.getByRole('checkbox', { name: /Consent/ }));
  }

  it("says 'SUBMITTING...' and cannot be submitted again while the enquiry is on its way", async () => {
    const user = userEvent.setup();
    const server = serverHoldsItsAnswer();
    renderWithProviders(<CapitalRaisingForm />);
    await fillCapitalRaisingForm(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT ENQUIRY' }));

    const submitting = await screen.findByRole('button', { name: 'SUBMITTING...' });
    expect(submitting).toBeDisabled();
    await user.click(submitting);
    server.answer();
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Error sending inquiry' and keeps the values when the server refuses it", async () => {
    const user = userEvent.setup();
    expectConsoleError(/^Error sending inquiry: .*"status":422/);
    serverAnswers(422, { error: { code: 'invalid_enquiry', message: 'Invalid enquiry' } });
    const outbox = memoryOutbox();
    renderWithProviders(<CapitalRaisingForm />, outbox.queue);
    await fillCapitalRaisingForm(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT ENQUIRY' }));
    expect(await screen.findByText('Error sending inquiry')).toBeVisible();
    expect(screen.getByLabelText('Company name')).toHaveValue('Harbour Tech Ltd');
    expect(outbox.kept.size).toBe(0);
  });

  it('with no answer, thanks the visitor and says the enquiry is saved on this device', async () => {
    const user = userEvent.setup();
    noAnswer();
    const outbox = memoryOutbox();
    renderWithProviders(<CapitalRaisingForm />, outbox.queue);
    await fillCapitalRaisingForm(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT ENQUIRY' }));

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(screen.getByText(/your enquiry is saved on this device/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveFocus();
    expect([...outbox.kept.values()]).toEqual(['Capital raising enquiry']);
  });
});
