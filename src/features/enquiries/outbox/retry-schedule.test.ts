import { nextAttemptAt } from './retry-schedule';

const now = 1_000_000;
const delay = (attempts: number, random: number, retryAfter?: number) =>
  nextAttemptAt(now, attempts, retryAfter, () => random) - now;

it('waits 1 to 2 s after the first failure, doubling after each one', () => {
  expect(delay(1, 0)).toBe(1_000);
  expect(delay(1, 1)).toBe(2_000);
  expect(delay(2, 0)).toBe(2_000);
  expect(delay(3, 0)).toBe(4_000);
  expect(delay(3, 1)).toBe(8_000);
});

it('never waits more than ten minutes, however many failures', () => {
  expect(delay(40, 1)).toBe(10 * 60_000);
  expect(delay(40, 0)).toBe(5 * 60_000);
});

it('spreads devices out with jitter: half fixed, half random', () => {
  const delays = [0, 0.25, 0.5, 0.75].map((random) => delay(4, random));
  expect(delays).toEqual([8_000, 10_000, 12_000, 14_000]);
});

it("never retries sooner than the server's Retry-After", () => {
  expect(delay(1, 1, 30)).toBe(30_000);
  // A Retry-After shorter than the backoff changes nothing.
  expect(delay(5, 0, 1)).toBe(16_000);
});
