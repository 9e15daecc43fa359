import { askForNewsRefresh, NEWS_REFRESH_MIN_INTERVAL_MS, NEWS_REFRESH_TAG } from './news-refresh';

afterEach(() => vi.unstubAllGlobals());

function allowed(state: PermissionState) {
  const query = vi.fn(() => Promise.resolve({ state }));
  vi.stubGlobal('navigator', { permissions: { query } });
  return query;
}

function registration() {
  const register = vi.fn(() => Promise.resolve());
  return {
    register,
    registration: { periodicSync: { register } } as unknown as ServiceWorkerRegistration,
  };
}

describe('askForNewsRefresh', () => {
  it('registers the refresh, about daily, where the browser allows it (installed, in Chromium)', async () => {
    const query = allowed('granted');
    const { register, registration: withSync } = registration();
    await askForNewsRefresh(withSync);
    expect(query).toHaveBeenCalledWith({ name: 'periodic-background-sync' });
    expect(register).toHaveBeenCalledExactlyOnceWith(NEWS_REFRESH_TAG, {
      minInterval: NEWS_REFRESH_MIN_INTERVAL_MS,
    });
    expect(NEWS_REFRESH_MIN_INTERVAL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('asks nothing where it is not allowed', async () => {
    allowed('denied');
    const { register, registration: withSync } = registration();
    await askForNewsRefresh(withSync);
    allowed('prompt');
    await askForNewsRefresh(withSync);
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing, and throws nothing, where the API is missing or the query fails', async () => {
    const query = allowed('granted');
    await askForNewsRefresh({} as ServiceWorkerRegistration);
    expect(query).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', {
      permissions: { query: () => Promise.reject(new TypeError('unknown permission')) },
    });
    await expect(askForNewsRefresh(registration().registration)).resolves.toBeUndefined();
  });
});
