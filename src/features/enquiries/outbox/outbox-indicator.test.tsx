import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import SonnerToaster from '../../../components/layout/sonner-toaster';
import { stubMatchMedia } from '../../../test/match-media';
import { EnquiryOutboxProvider } from './enquiry-outbox-provider';
import { OutboxIndicator } from './outbox-indicator';
import { functionAnswers, jsonAnswer, storedAnswer } from '../../../test/fake-enquiry-function';
import { readItem, readItems } from './outbox-store';
import { emptyOutbox, keptItem } from '../../../test/outbox-items';

beforeEach(emptyOutbox);
// sonner's toaster follows the device's colour scheme, which it asks matchMedia, absent in jsdom.
beforeEach(() => stubMatchMedia());
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const refused = {
  kind: 'refused',
  status: 422,
  message: 'Some fields need attention.',
  fields: { email: 'Please enter a valid email address' },
} as const;

function renderOutbox() {
  return render(
    <EnquiryOutboxProvider>
      <OutboxIndicator />
      <SonnerToaster />
    </EnquiryOutboxProvider>,
  );
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Enquiries saved on this device' });
}

it('shows nothing while the outbox is empty', async () => {
  functionAnswers(() => storedAnswer());
  renderOutbox();
  await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
});

it("lists a refused enquiry with the server's reason, and discards it only once confirmed", async () => {
  const user = userEvent.setup();
  functionAnswers(() => storedAnswer());
  await keptItem({ status: 'attention', lastError: refused });
  renderOutbox();

  const panel = await openPanel(user, /^Outbox: 1 enquiry needs your attention$/);
  const entry = within(panel).getByRole('listitem', { name: 'Contact Form enquiry' });
  expect(within(entry).getByText('Needs your attention')).toBeVisible();
  expect(within(entry).getByText('Saved 1 minute ago')).toBeVisible();
  expect(
    within(entry).getByText(
      'Our server refused it: Some fields need attention. Please enter a valid email address',
    ),
  ).toBeVisible();
  expect(within(entry).getByRole('link', { name: 'Send by email instead' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^mailto:info@vallettathames\.example\?subject=Contact%20Form/),
  );

  await user.click(within(entry).getByRole('button', { name: 'Discard' }));
  expect(within(entry).getByText(/Discard this enquiry\?/)).toBeVisible();
  expect(within(entry).getByRole('button', { name: 'Keep it' })).toHaveFocus();
  await user.click(within(entry).getByRole('button', { name: 'Keep it' }));
  expect(within(entry).getByRole('button', { name: 'Discard' })).toHaveFocus();
  expect(await readItems()).toHaveLength(1);

  await user.click(within(entry).getByRole('button', { name: 'Discard' }));
  await user.click(within(entry).getByRole('button', { name: 'Discard it' }));
  expect(
    await within(panel).findByText('Nothing is waiting. Every enquiry has reached us.'),
  ).toBeVisible();
  expect(await readItems()).toEqual([]);
  expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('resends an enquiry when the visitor chooses Retry now, and says when it arrives', async () => {
  const user = userEvent.setup();
  const sent = functionAnswers(() => storedAnswer());
  const item = await keptItem({ status: 'attention', lastError: refused });
  renderOutbox();

  const panel = await openPanel(user, /needs your attention/);
  await user.click(within(panel).getByRole('button', { name: 'Retry now' }));

  const sentToast = (await screen.findByText('Saved enquiry sent')).closest('[data-sonner-toast]');
  // sonner finishes showing a toast in effects after its text is in (its heights, its entrance);
  // awaited here, so they come inside the test's wait rather than as updates outside act().
  await waitFor(() => expect(sentToast).toHaveAttribute('data-mounted', 'true'));
  expect(sent.map((request) => request.body)).toEqual([item.payload]);
  expect(await readItems()).toEqual([]);
});

it('counts enquiries waiting to send, and sends them when the page starts', async () => {
  const sent = functionAnswers(() => jsonAnswer(503, {}, { 'Retry-After': '60' }));
  await keptItem();
  await keptItem({ nextAttemptAt: Date.now() + 60_000 });
  renderOutbox();
  expect(
    await screen.findByRole('button', { name: 'Outbox: 2 enquiries waiting to send' }),
  ).toBeVisible();
  await waitFor(() => expect(sent).toHaveLength(1));
});

it('takes an enquiry sent by email instead out of automatic sending, and lets it be discarded', async () => {
  const user = userEvent.setup();
  const sent = functionAnswers(() => storedAnswer());
  const item = await keptItem({ nextAttemptAt: Date.now() + 60_000 });
  renderOutbox();
  const panel = await openPanel(user, /^Outbox: 1 enquiry waiting to send$/);
  const entry = within(panel).getByRole('listitem', { name: 'Contact Form enquiry' });
  // jsdom cannot open a mail app; the page's own handling of the click is what is tested.
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
  await user.click(within(entry).getByRole('link', { name: 'Send by email instead' }));

  expect(await within(entry).findByText('Handed to your email app')).toBeVisible();
  expect(
    within(entry).getByText(/You chose to send it by email, so it is no longer sent automatically/),
  ).toBeVisible();
  expect(await readItem(item.id)).toMatchObject({ status: 'emailed' });
  expect(
    screen.getByRole('button', { name: 'Outbox: 1 enquiry handed to email', hidden: true }),
  ).toBeInTheDocument();

  await user.click(within(entry).getByRole('button', { name: 'Discard' }));
  await user.click(within(entry).getByRole('button', { name: 'Discard it' }));
  await waitFor(async () => expect(await readItems()).toEqual([]));
  expect(sent).toEqual([]);
});

it('says plainly when the server already has a different enquiry under the same reference (409)', async () => {
  const user = userEvent.setup();
  functionAnswers(() => storedAnswer());
  await keptItem({
    status: 'attention',
    lastError: { kind: 'refused', status: 409, message: 'id_conflict' },
  });
  renderOutbox();
  const panel = await openPanel(user, /needs your attention/);
  expect(
    within(panel).getByText(
      'Our server already has a different enquiry under this reference, so it cannot take this one. Please send it by email instead.',
    ),
  ).toBeVisible();
});
