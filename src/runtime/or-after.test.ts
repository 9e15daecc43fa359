import { orAfter } from './or-after';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('resolves to what the event brings when it comes first', async () => {
  await expect(orAfter(1000, Promise.resolve('code'))).resolves.toBe('code');
});

it('resolves to nothing once the time is up, when the event has not come', async () => {
  const outcome = orAfter(1000, new Promise(() => {}));
  const settled = vi.fn();
  void outcome.then(settled);
  await vi.advanceTimersByTimeAsync(999);
  expect(settled).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toHaveBeenCalledWith(undefined);
});

it('counts an event that failed as come, with nothing, and never rejects', async () => {
  await expect(orAfter(1000, Promise.reject(new Error('gone')))).resolves.toBeUndefined();
});

it('waits for the event alone when given no time limit', async () => {
  let come = (_value: string) => {};
  const outcome = orAfter(Infinity, new Promise<string>((resolve) => (come = resolve)));
  const settled = vi.fn();
  void outcome.then(settled);
  await vi.advanceTimersByTimeAsync(3_600_000);
  expect(settled).not.toHaveBeenCalled();
  come('online');
  await expect(outcome).resolves.toBe('online');
});
