import { openTheSite, tellEnquiriesSent, type NotifyingWorker } from './sent-notification';

afterEach(() => vi.unstubAllGlobals());

function worker(windows: { visibilityState: DocumentVisibilityState }[] = []) {
  const focus = vi.fn(() => Promise.resolve());
  // As a browser keeps them: one per tag, the newest replacing; each call takes a turn.
  const shown = new Map<string, { body?: string; data: unknown }>();
  const scope = {
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows.map((client) => ({ ...client, focus })))),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    registration: {
      showNotification: vi.fn(async (_title: string, options?: NotificationOptions) => {
        await Promise.resolve();
        shown.set(options?.tag ?? '', { body: options?.body, data: options?.data });
      }),
      getNotifications: vi.fn(async ({ tag }: { tag: string }) => {
        await Promise.resolve();
        const one = shown.get(tag);
        return one ? [one] : [];
      }),
    },
  } satisfies NotifyingWorker;
  return { scope, focus, shown };
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

  it('counts what one still shown told of, though two syncs tell at once', async () => {
    notifications('granted');
    const { scope, shown } = worker([{ visibilityState: 'hidden' }]);
    await Promise.all([tellEnquiriesSent(scope, 1), tellEnquiriesSent(scope, 1)]);
    expect(shown.get('enquiry-sent')?.body).toMatch(/^Your 2 enquiries have/);
    // Put away by the visitor, it is not counted again.
    shown.clear();
    await tellEnquiriesSent(scope, 1);
    expect(shown.get('enquiry-sent')?.body).toMatch(/^Your enquiry has/);
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
