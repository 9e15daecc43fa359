import { openTheSite, tellEnquiriesSent, type NotifyingWorker } from './sent-notification';

afterEach(() => vi.unstubAllGlobals());

function worker(windows: { visibilityState: DocumentVisibilityState }[] = []) {
  const focus = vi.fn(() => Promise.resolve());
  const scope = {
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows.map((client) => ({ ...client, focus })))),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
  } satisfies NotifyingWorker;
  return { scope, focus };
}

const notifications = (permission: NotificationPermission) =>
  vi.stubGlobal('Notification', { permission });

describe('tellEnquiriesSent', () => {
  it('shows one notification, in the firm’s words, when allowed and no page is in view', async () => {
    notifications('granted');
    const { scope } = worker([{ visibilityState: 'hidden' }]);
    await tellEnquiriesSent(scope, 1);
    expect(scope.registration.showNotification).toHaveBeenCalledExactlyOnceWith(
      'Saved enquiry sent',
      expect.objectContaining({
        body: expect.stringMatching(/^Your enquiry has reached .+\. We'll get back to you/),
        tag: 'enquiry-sent',
      }),
    );
  });

  it('leaves it to a page in view, which says so itself', async () => {
    notifications('granted');
    const { scope } = worker([{ visibilityState: 'visible' }]);
    await tellEnquiriesSent(scope, 2);
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('shows nothing when nothing was sent, when not allowed, or where there are no notifications', async () => {
    const { scope } = worker();
    notifications('granted');
    await tellEnquiriesSent(scope, 0);
    notifications('default');
    await tellEnquiriesSent(scope, 1);
    notifications('denied');
    await tellEnquiriesSent(scope, 1);
    vi.stubGlobal('Notification', undefined);
    await tellEnquiriesSent(scope, 1);
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('openTheSite', () => {
  it('brings a page of the site forward when one is open', async () => {
    const { scope, focus } = worker([{ visibilityState: 'hidden' }]);
    await openTheSite(scope);
    expect(focus).toHaveBeenCalledOnce();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the home page otherwise', async () => {
    const { scope } = worker();
    await openTheSite(scope);
    expect(scope.clients.openWindow).toHaveBeenCalledExactlyOnceWith('/');
  });
});
