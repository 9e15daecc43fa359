import 'fake-indexeddb/auto';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import SonnerToaster from '../../../components/layout/sonner-toaster';
import { stubMatchMedia } from '../../../test/match-media';
import { expectConsoleError } from '../../../test/console-errors';
import { functionAnswers, refusedAnswer, storedAnswer } from '../../../test/fake-enquiry-function';
import { readItems } from '../outbox/outbox-store';
import { emptyOutbox } from '../../../test/outbox-items';
import { capitalRaisingPayload, contactPayload } from '../../../test/enquiry-payloads';
import { CapitalRaisingForm } from './capital-raising-form';
import { ContactForm } from './contact-form';

/** The forms with what the app gives them; the outbox is the real one, on fake-indexeddb. */
function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <SonnerToaster />
    </QueryClientProvider>,
  );
}

/**
 * Waits until a toast's title is shown. Sonner puts a toast in the page a moment before it fades
 * it in (opacity 0 until its effect marks it mounted): found is not yet seen.
 */
async function expectToastShown(title: string) {
  await waitFor(() => expect(screen.getByText(title)).toBeVisible());
}

/** The device refuses to keep anything, as a browser out of storage (or with it blocked) does. */
function deviceRefusesStorage(name: 'QuotaExceededError' | 'InvalidStateError') {
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The device refused to store it.', name);
  });
}

/** What the outbox keeps: the form labels of its enquiries. */
const keptLabels = async () => (await readItems()).map((item) => item.formLabel);

/**
 * A server that stores the enquiry, but holds its answer until `answer` is called (or the test
 * ends, so a failed test leaves no send pending).
 */
function serverHoldsItsAnswer() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  onTestFinished(() => answer());
  const received = functionAnswers(async () => {
    await answered;
    return storedAnswer();
  });
  return { answer, received };
}

// The app loads these on the first send; loaded here first, so no test's 1 s wait for a toast
// is spent on a busy machine importing them.
beforeAll(async () => {
  await import('@supabase/supabase-js');
  await import('../../../components/layout/sonner-toaster');
});

beforeEach(emptyOutbox);
// sonner's toaster follows the device's colour scheme, which it asks matchMedia, absent in jsdom.
beforeEach(() => stubMatchMedia());

afterEach(() => {
  // sonner keeps its toasts in a module-level store; start each test without the last one's.
  toast.dismiss();
});

const contact = contactPayload();

/** Types the shared valid contact enquiry into the form. */
async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), contact.firstName);
  await user.type(screen.getByLabelText('Last name'), contact.lastName);
  await user.type(screen.getByLabelText('Email address'), contact.email);
  await user.selectOptions(screen.getByLabelText('Country code'), contact.countryCode);
  await user.type(screen.getByLabelText('Phone number'), contact.phone);
  await user.selectOptions(screen.getByLabelText('Country'), contact.country);
  await user.type(screen.getByLabelText('Message'), contact.message);
}

describe('the contact form', () => {
  it('shows every rule broken, tied to its field, and focuses the first', async () => {
    const user = userEvent.setup();
    const sent = functionAnswers(() => storedAnswer());
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
    await expectToastShown('Message sent successfully!');
    expect(screen.getByRole('button', { name: 'SEND MESSAGE' })).toBeEnabled();
    expect(server.received).toHaveLength(1);
  });

  it('sends the fields with page and id, then resets and confirms', async () => {
    const user = userEvent.setup();
    const sent = functionAnswers(() => storedAnswer());
    renderWithProviders(<ContactForm page="Fixed Income" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    await expectToastShown('Message sent successfully!');
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    expect(sent.map((request) => request.body)).toEqual([
      { ...contact, page: 'Fixed Income', id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('keeps what was typed and says so when the server refuses it', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^Error sending message: .*"status":422/);
    functionAnswers(() => refusedAnswer('Invalid enquiry'));
    renderWithProviders(<ContactForm page="Contact Form" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    await expectToastShown('Error sending message');
    expect(screen.getByText('Please try again or contact us directly.')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue(contact.firstName);
    expect(screen.getByLabelText('Message')).toHaveValue(contact.message);
    expect(await readItems()).toEqual([]);
  });

  it('with no answer, keeps the enquiry on the device, resets and says so', async () => {
    const user = userEvent.setup();
    functionAnswers(() => 'no-answer');
    renderWithProviders(<ContactForm page="Contact Form" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    await expectToastShown('Message saved on this device');
    expect(
      screen.getByText(/It will be sent automatically when the connection returns/),
    ).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(await keptLabels()).toEqual(['Contact Form enquiry']);
  });

  it('keeps the enquiry at once even while the browser says it is offline', async () => {
    // React Query would otherwise hold the send back until the browser is online again.
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const user = userEvent.setup();
    functionAnswers(() => 'no-answer');
    renderWithProviders(<ContactForm page="Contact Form" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    await expectToastShown('Message saved on this device');
    expect(await keptLabels()).toEqual(['Contact Form enquiry']);
  });

  it('when the device cannot keep it and sending fails, says both and keeps the values', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^The enquiry could not be kept on this device: QuotaExceededError/);
    expectConsoleError(/^Error sending message: \{"kind":"no-answer"\}/);
    functionAnswers(() => 'no-answer');
    deviceRefusesStorage('QuotaExceededError');
    renderWithProviders(<ContactForm page="Contact Form" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    // Two toasts: sonner stacks the first behind the second, so it is there but not in front.
    expect(await screen.findByText('Your device’s storage is full')).toBeInTheDocument();
    await expectToastShown('Error sending message');
    expect(screen.getByLabelText('First name')).toHaveValue(contact.firstName);
  });

  it('when the device cannot keep it but the server stores it, confirms as usual', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^The enquiry could not be kept on this device: QuotaExceededError/);
    const sent = functionAnswers(() => storedAnswer());
    deviceRefusesStorage('QuotaExceededError');
    renderWithProviders(<ContactForm page="Contact Form" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    await expectToastShown('Message sent successfully!');
    expect(screen.getByText('Your device’s storage is full')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('when storage is unavailable for another reason, says so in general terms', async () => {
    const user = userEvent.setup();
    expectConsoleError(/^The enquiry could not be kept on this device:/);
    const sent = functionAnswers(() => storedAnswer());
    deviceRefusesStorage('InvalidStateError');
    renderWithProviders(<ContactForm page="Contact Form" />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));

    await expectToastShown('Message sent successfully!');
    expect(screen.getByText('Your enquiry could not be saved on this device')).toBeInTheDocument();
    expect(screen.queryByText('Your device’s storage is full')).toBeNull();
    expect(sent).toHaveLength(1);
  });
});

describe('the capital raising form', () => {
  const capital = capitalRaisingPayload();

  /** Types the shared valid capital raising enquiry into the form, from the `from` field on. */
  async function fillCapitalRaisingForm(
    user: ReturnType<typeof userEvent.setup>,
    { from = 'First name' } = {},
  ) {
    const fields: [string, string][] = [
      ['First name', capital.firstName],
      ['Last name', capital.lastName],
      ['Company name', capital.companyName],
      ['Email address', capital.email],
      ['Contact number', capital.contactNumber],
      ['Message', capital.message],
    ];
    for (const [label, value] of fields.slice(fields.findIndex(([name]) => name === from))) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.selectOptions(
      screen.getByLabelText('Funding requirement'),
      capital.fundingRequirement,
    );
    await user.click(screen.getByRole('checkbox', { name: /Consent/ }));
  }

  it('keeps submit disabled until consent is given, trims text, and thanks the visitor', async () => {
    const user = userEvent.setup();
    const sent = functionAnswers(() => storedAnswer());
    renderWithProviders(<CapitalRaisingForm />);
    const submit = screen.getByRole('button', { name: 'SUBMIT ENQUIRY' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('First name'), `  ${capital.firstName} `);
    await fillCapitalRaisingForm(user, { from: 'Last name' });
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(screen.getByText('We will be in touch shortly.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(sent.map((request) => request.body)).toEqual([
      { ...capital, id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
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
    functionAnswers(() => storedAnswer());
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
    functionAnswers(() => storedAnswer());
    renderWithProviders(<CapitalRaisingForm />);
    await user.type(screen.getByLabelText('First name'), '   ');
    await user.tab();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /Consent/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT ENQUIRY' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(7);
  });

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
    expect(server.received).toHaveLength(1);
  });

  it("says 'Error sending inquiry' and keeps the values when the server refuses it", async () => {
    const user = userEvent.setup();
    expectConsoleError(/^Error sending inquiry: .*"status":422/);
    functionAnswers(() => refusedAnswer('Invalid enquiry'));
    renderWithProviders(<CapitalRaisingForm />);
    await fillCapitalRaisingForm(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT ENQUIRY' }));
    await expectToastShown('Error sending inquiry');
    expect(screen.getByLabelText('Company name')).toHaveValue(capital.companyName);
    expect(await readItems()).toEqual([]);
  });

  it('with no answer, thanks the visitor and says the enquiry is saved on this device', async () => {
    const user = userEvent.setup();
    functionAnswers(() => 'no-answer');
    renderWithProviders(<CapitalRaisingForm />);
    await fillCapitalRaisingForm(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT ENQUIRY' }));

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(screen.getByText(/your enquiry is saved on this device/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(await keptLabels()).toEqual(['Capital raising enquiry']);
  });
});
