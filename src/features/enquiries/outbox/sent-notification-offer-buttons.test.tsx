import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sentNotificationCopy as copy } from '../../../content/sent-notification';
import { chromiumLike } from '../../../test/notification-permission';
import { emptyOutbox, keptItem } from '../../../test/outbox-items';
import { announce } from './outbox-events';
import { deleteItem } from './outbox-store';
import { SentNotificationOfferButtons } from './sent-notification-offer-buttons';

beforeEach(async () => {
  localStorage.clear();
  await emptyOutbox();
});
afterEach(() => vi.unstubAllGlobals());

it('goes once its enquiry has been sent, leaving the focus where the visitor had it', async () => {
  chromiumLike('granted');
  const { id } = await keptItem();
  const onAnswered = vi.fn();
  render(<SentNotificationOfferButtons enquiryId={id} onAnswered={onAnswered} />);
  const offer = screen.getByRole('group', { name: copy.question });
  await deleteItem(id);
  announce({ type: 'delivered', id, formLabel: 'Capital raising enquiry' });
  await waitFor(() => expect(offer).not.toBeInTheDocument());
  expect(onAnswered).not.toHaveBeenCalled();
});

it('refused, says where the choice can be changed, and gives the focus back', async () => {
  const requestPermission = chromiumLike('denied');
  const { id } = await keptItem();
  const onAnswered = vi.fn();
  render(<SentNotificationOfferButtons enquiryId={id} onAnswered={onAnswered} />);
  await userEvent.click(screen.getByRole('button', { name: copy.accept }));
  expect(await screen.findByText(copy.refused)).toBeInTheDocument();
  expect(requestPermission).toHaveBeenCalledOnce();
  expect(onAnswered).toHaveBeenCalledOnce();
});
