import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { changeItem, deleteItem, putItem, readItem, readItems } from './outbox-store';
import { emptyOutbox, keptItem } from '../../../test/outbox-items';

beforeEach(emptyOutbox);

it('keeps items under their enquiry id and lists them oldest first', async () => {
  const newer = await keptItem({ createdAt: 2_000 });
  const older = await keptItem({ createdAt: 1_000 });
  expect(await readItem(newer.id)).toEqual(newer);
  expect((await readItems()).map((item) => item.id)).toEqual([older.id, newer.id]);
  await deleteItem(older.id);
  expect((await readItems()).map((item) => item.id)).toEqual([newer.id]);
});

it('changes an item in one step, and never brings back one deleted meanwhile', async () => {
  const item = await keptItem();
  const changed = await changeItem(item.id, (current) => ({
    ...current,
    attempts: current.attempts + 1,
  }));
  expect(changed?.attempts).toBe(2);
  expect((await readItem(item.id))?.attempts).toBe(2);

  await deleteItem(item.id);
  expect(await changeItem(item.id, (current) => current)).toBeNull();
  expect(await readItem(item.id)).toBeNull();
});

it('replaces an item written again under the same id', async () => {
  const item = await keptItem();
  await putItem({ ...item, status: 'attention' });
  expect(await readItems()).toEqual([{ ...item, status: 'attention' }]);
});

it('leaves an entry it cannot read where it is, and lists the rest', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const item = await keptItem();
  const sameStore = createStore('enquiry-outbox', 'items');
  await set('garbled', { id: 'garbled', payload: 'not an enquiry' }, sameStore);

  expect(await readItems()).toEqual([item]);
  expect(warn).toHaveBeenCalled();
  await deleteItem('garbled');
});
