import {
  acceptSentNotification,
  declineSentNotification,
  mayOfferSentNotification,
  SENT_NOTIFICATION_DECLINED_KEY,
  sentNotificationToastOffer,
} from './sent-notification-offer';

/** A Chromium-like page: notifications and Background Sync, the visitor's answer still to come. */
function chromiumLike(answer: NotificationPermission = 'granted') {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('SyncManager', class {});
  return requestPermission;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the offer to be told when a kept enquiry has gone', () => {
  it('is made where the worker can send and notify, while unanswered', () => {
    chromiumLike();
    expect(mayOfferSentNotification()).toBe(true);
    expect(sentNotificationToastOffer()).toMatchObject({
      action: { label: 'Tell me when it is sent' },
      cancel: { label: 'No, thanks' },
      duration: Infinity,
    });
  });

  it('is not made without Background Sync or notifications (Firefox, Safari), and asks nothing', () => {
    expect(mayOfferSentNotification()).toBe(false);
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(mayOfferSentNotification()).toBe(false);
    expect(sentNotificationToastOffer()).toEqual({});
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

  it('accepted, asks the browser; a refusal or a dismissed prompt counts as a no', async () => {
    const requestPermission = chromiumLike('granted');
    expect(await acceptSentNotification()).toBe(true);
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(localStorage.getItem(SENT_NOTIFICATION_DECLINED_KEY)).toBeNull();

    chromiumLike('default');
    expect(await acceptSentNotification()).toBe(false);
    expect(mayOfferSentNotification()).toBe(false);
  });
});
