import { enquiriesOnBadge, showOnAppBadge } from './app-badge';

afterEach(() => vi.unstubAllGlobals());

describe('enquiriesOnBadge', () => {
  it('counts what waits to be sent or for the visitor, not what was handed to email', () => {
    expect(
      enquiriesOnBadge([
        { status: 'waiting' },
        { status: 'attention' },
        { status: 'emailed' },
        { status: 'waiting' },
      ]),
    ).toBe(3);
    expect(enquiriesOnBadge([])).toBe(0);
  });
});

describe('showOnAppBadge', () => {
  function badgingNavigator(refuse = false) {
    const setAppBadge = vi.fn(() => (refuse ? Promise.reject(new Error('no')) : Promise.resolve()));
    const clearAppBadge = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { setAppBadge, clearAppBadge });
    return { setAppBadge, clearAppBadge };
  }

  it('shows the number, and clears the badge at zero', async () => {
    const badge = badgingNavigator();
    await showOnAppBadge(2);
    await showOnAppBadge(0);
    expect(badge.setAppBadge).toHaveBeenCalledExactlyOnceWith(2);
    expect(badge.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('does nothing, and throws nothing, where the API is missing or refuses', async () => {
    vi.stubGlobal('navigator', {});
    await expect(showOnAppBadge(1)).resolves.toBeUndefined();
    badgingNavigator(true);
    await expect(showOnAppBadge(1)).resolves.toBeUndefined();
  });
});
