import 'fake-indexeddb/auto';
import { clear, set } from 'idb-keyval';
import { announce } from './outbox-events';
import { outboxStore } from './outbox-database';

import { whenOutboxWaits } from './outbox-waiting';

/** Watches the outbox; resolves 'waiting' once it says so, or 'not waiting' after a short wait. */
function watch() {
  let said: () => void = () => {};
  const waiting = new Promise<string>((resolve) => {
    said = () => resolve('waiting');
  });
  const started = whenOutboxWaits(() => said());
  const answer = () =>
    Promise.race([
      waiting,
      new Promise<string>((resolve) => setTimeout(() => resolve('not waiting'), 50)),
    ]);
  return { started, answer };
}

afterEach(() => clear(outboxStore));

it('says so at load when an enquiry waits in the outbox', async () => {
  await set('enquiry-1', { kept: 'as sent' }, outboxStore);
  const { started, answer } = watch();
  await started;
  expect(await answer()).toBe('waiting');
});

it('says nothing of an empty outbox, until another tab says the outbox changed', async () => {
  const { started, answer } = watch();
  await started;
  expect(await answer()).toBe('not waiting');
  announce({ type: 'changed' });
  expect(await answer()).toBe('waiting');
});

describe('the installed app’s badge, set by every page as it opens', () => {
  const setAppBadge = vi.fn(() => Promise.resolve());
  const clearAppBadge = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, setAppBadge, clearAppBadge });
    setAppBadge.mockClear();
    clearAppBadge.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is cleared when the outbox is empty, or was never made', async () => {
    await whenOutboxWaits(() => {});
    expect(clearAppBadge).toHaveBeenCalledOnce();
    expect(setAppBadge).not.toHaveBeenCalled();
  });

  it('counts what still waits for the firm, not what was handed to email', async () => {
    await set('enquiry-1', { status: 'waiting' }, outboxStore);
    await set('enquiry-2', { status: 'attention' }, outboxStore);
    await set('enquiry-3', { status: 'emailed' }, outboxStore);
    await whenOutboxWaits(() => {});
    expect(setAppBadge).toHaveBeenCalledWith(2);
    expect(clearAppBadge).not.toHaveBeenCalled();
  });
});
