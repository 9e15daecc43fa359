import { createQueryClient, QUERY_DEFAULTS } from './query-client';

it('retries three times, doubling the delay from 1 s up to 30 s', () => {
  expect(QUERY_DEFAULTS.retry).toBe(3);
  expect([0, 1, 2, 3, 4, 5, 6].map(QUERY_DEFAULTS.retryDelay)).toEqual([
    1000, 2000, 4000, 8000, 16000, 30000, 30000,
  ]);
});

it('collects unused data after five minutes', () => {
  const defaults = createQueryClient().getDefaultOptions().queries;
  expect(defaults?.gcTime).toBe(300_000);
  expect(defaults?.retry).toBe(3);
});

it('never schedules collection while prerendering, so the build can exit', () => {
  const defaults = createQueryClient({ inBrowser: false }).getDefaultOptions().queries;
  expect(defaults?.gcTime).toBe(Infinity);
});
