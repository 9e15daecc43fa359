import 'fake-indexeddb/auto';
import { clear, set } from 'idb-keyval';
import { announce } from './outbox-events';
import { outboxStore } from './outbox-database';

/** Fresh copies: the code is wanted once per page, so once per test here. */
async function freshModules() {
  vi.resetModules();
  const [{ codeWanted }, { wantCodeWhenOutboxWaits }] = await Promise.all([
    import('../../../lib/code-demand'),
    import('./outbox-waiting'),
  ]);
  return { codeWanted, wantCodeWhenOutboxWaits };
}

/** The reason the code was wanted, or 'not wanted' after a short wait. */
function wantedFor(codeWanted: Promise<string>): Promise<string> {
  return Promise.race([
    codeWanted,
    new Promise<string>((resolve) => setTimeout(() => resolve('not wanted'), 50)),
  ]);
}

afterEach(() => clear(outboxStore));

it('wants the code at load when an enquiry waits in the outbox', async () => {
  await set('enquiry-1', { kept: 'as sent' }, outboxStore);
  const { codeWanted, wantCodeWhenOutboxWaits } = await freshModules();
  await wantCodeWhenOutboxWaits();
  expect(await wantedFor(codeWanted)).toBe('outbox');
});

it('does not want it for an empty outbox, until another tab says the outbox changed', async () => {
  const { codeWanted, wantCodeWhenOutboxWaits } = await freshModules();
  await wantCodeWhenOutboxWaits();
  expect(await wantedFor(codeWanted)).toBe('not wanted');
  announce({ type: 'changed' });
  expect(await wantedFor(codeWanted)).toBe('outbox');
});
