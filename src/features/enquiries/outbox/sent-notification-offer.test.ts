import 'fake-indexeddb/auto';
import { chromiumLike } from '../../../test/notification-permission';
import { emptyOutbox, keptItem } from '../../../test/outbox-items';
import { announce } from './outbox-events';
import { changeItem, deleteItem } from './outbox-store';
import {
  acceptSentNotification,
  declineSentNotification,
  mayOfferSentNotification,
  SENT_NOTIFICATION_DECLINED_KEY,
  sentNotificationToastOffer,
  whenEnquiryGone,
} from './sent-notification-offer';

beforeEach(async () => {
  localStorage.clear();
  await emptyOutbox();
});
afterEach(() => vi.unstubAllGlobals());

describe('the offer to be told when a kept enquiry has gone', () => {
  it('is made where the worker can send and notify, while unanswered', () => {
    chromiumLike();
    expect(mayOfferSentNotification()).toBe(true);
    expect(sentNotificationToastOffer('enquiry-1')).toMatchObject({
      id: 'sent-notification-offer-enquiry-1',
      action: { label: 'Tell me when it is sent' },
      cancel: { label: 'No, thanks' },
      duration: Infinity,
    });
  });

  it('is not made without Background Sync or notifications (Firefox, Safari), and asks nothing', () => {
    expect(mayOfferSentNotification()).toBe(false);
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(mayOfferSentNotification()).toBe(false);
    expect(sentNotificationToastOffer('enquiry-1')).toEqual({});
  });

  it('is not made once the browser has the answer', () => {
    chromiumLike();
    vi.stubGlobal('Notification', { permission: 'granted' });
    expect(mayOfferSentNotification()).toBe(false);
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(mayOfferSentNotification()).toBe(false);
  });

  it('declined, is remembered on the device and never made again', () => {
    chromiumLike();
    declineSentNotification();
    expect(localStorage.getItem(SENT_NOTIFICATION_DECLINED_KEY)).toBe('1');
    expect(mayOfferSentNotification()).toBe(false);
  });

  it('accepted, asks the browser while the enquiry waits; a refusal or a dismissed prompt is a no', async () => {
    const { id } = await keptItem();
    const requestPermission = chromiumLike('granted');
    expect(await acceptSentNotification(id)).toBe('granted');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(localStorage.getItem(SENT_NOTIFICATION_DECLINED_KEY)).toBeNull();

    chromiumLike('default');
    expect(await acceptSentNotification(id)).toBe('refused');
    expect(mayOfferSentNotification()).toBe(false);
  });

  it('accepted once its enquiry has gone, asks nothing', async () => {
    const { id } = await keptItem();
    const requestPermission = chromiumLike('granted');
    await deleteItem(id);
    expect(await acceptSentNotification(id)).toBe('gone');
    const emailed = await keptItem();
    await changeItem(emailed.id, (item) => ({ ...item, status: 'emailed' }));
    expect(await acceptSentNotification(emailed.id)).toBe('gone');
    expect(requestPermission).not.toHaveBeenCalled();
  });
});

describe('an offer’s enquiry, watched until it has gone', () => {
  it('is told gone once another sender has sent it and said so', async () => {
    const { id } = await keptItem();
    const gone = vi.fn();
    const stop = whenEnquiryGone(id, gone);
    onTestFinished(stop);
    announce({ type: 'changed' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gone).not.toHaveBeenCalled();
    await deleteItem(id);
    announce({ type: 'delivered', id, formLabel: 'Contact Form enquiry' });
    await vi.waitFor(() => expect(gone).toHaveBeenCalledOnce());
  });

  it('is told at once when it had gone already', async () => {
    const gone = vi.fn();
    whenEnquiryGone('sent-before-the-offer', gone);
    await vi.waitFor(() => expect(gone).toHaveBeenCalledOnce());
  });
});
