import { median, percentile } from './statistics';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([10, 20, 30, 40], 75)).toBe(30);
    expect(percentile([40, 10, 30, 20, 50], 75)).toBe(40);
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([10, 20, 30], 100)).toBe(30);
    expect(percentile([10, 20, 30], 50)).toBe(20);
  });

  it('has no value for no values', () => {
    expect(percentile([], 75)).toBeNull();
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});
