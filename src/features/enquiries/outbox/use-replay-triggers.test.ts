import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { readItems } from './outbox-store';
import { emptyOutbox, jsonAnswer, keptItem, serverAnswers } from './test-support';
import { useReplayTriggers } from './use-replay-triggers';

beforeEach(emptyOutbox);
afterEach(() => vi.unstubAllGlobals());

/** The visitor switches to another tab (hidden) or back to this one (visible). */
function tabBecomes(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

it('sends a waiting enquiry when the tab becomes visible again, not while it is hidden', async () => {
  const sent = serverAnswers(() => jsonAnswer(201, { duplicate: false }));
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
