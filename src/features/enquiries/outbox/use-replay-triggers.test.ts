import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { readItems } from './outbox-store';
import { functionAnswers, jsonAnswer, storedAnswer } from '../../../test/fake-enquiry-function';
import { emptyOutbox, keptItem } from '../../../test/outbox-items';
import { replayFromPage, useReplayTriggers } from './use-replay-triggers';

beforeEach(emptyOutbox);
afterEach(() => vi.unstubAllGlobals());

/** The visitor switches to another tab (hidden) or back to this one (visible). */
function tabBecomes(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

it('sends a waiting enquiry when the tab becomes visible again, not while it is hidden', async () => {
  const sent = functionAnswers(() => storedAnswer());
  await keptItem();
  // The page starts offline, so its start-up replay sends nothing; the connection then returns
  // while the tab is in the background, without an `online` event reaching it.
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderHook(() => useReplayTriggers([]));
  await act(async () => {});
  online.mockReturnValue(true);

  tabBecomes('hidden');
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(sent).toHaveLength(0);

  tabBecomes('visible');
  await waitFor(() => expect(sent).toHaveLength(1));
  await waitFor(async () => expect(await readItems()).toEqual([]));
});

it('sends a waiting enquiry once it is due, though its timer fired a moment before', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  const sent = functionAnswers(() => storedAnswer());
  const item = await keptItem({ nextAttemptAt: Date.now() + 1200 });
  renderHook(() => useReplayTriggers([item]));
  // From the moment its timer is set, the page's clock reads a moment before the enquiry is due
  // however late the timer fires, as when a timer fires early: the replay it makes finds the
  // enquiry not yet due. (A fixed 5 ms behind was not that on a busy machine, whose timer fired
  // more than 5 ms late.)
  const realNow = Date.now.bind(Date);
  const clock = vi
    .spyOn(Date, 'now')
    .mockImplementation(() => Math.min(realNow(), item.nextAttemptAt - 1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
  expect(sent).toHaveLength(0);
  clock.mockRestore();
  // It is not left for an `online` event or a tab switch: the timer is set again.
  await waitFor(() => expect(sent).toHaveLength(1), { timeout: 3000 });
});

describe('after a replay from the page', () => {
  function stubSyncRegistration() {
    const register = vi.fn(async () => {});
    vi.stubGlobal('navigator', {
      onLine: true,
      serviceWorker: { getRegistration: async () => ({ sync: { register } }) },
    });
    return register;
  }

  it('asks for Background Sync again while enquiries still wait', async () => {
    const register = stubSyncRegistration();
    await keptItem();
    functionAnswers(() => jsonAnswer(503, {}));
    await replayFromPage();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('enquiry-outbox'));
  });

  it('does not, once none waits', async () => {
    const register = stubSyncRegistration();
    await keptItem();
    functionAnswers(() => storedAnswer());
    await replayFromPage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(register).not.toHaveBeenCalled();
  });
});
