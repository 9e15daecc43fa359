import { FEED_FETCHED_AT_HEADER, feedAge, fetchedAt, stampFetchedAt } from './feed-age';

const NOW = Date.UTC(2026, 10, 27, 12);
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('feedAge', () => {
  it('says nothing for news fetched under a minute ago, or of no known age', () => {
    expect(feedAge(NOW, NOW)).toBeNull();
    expect(feedAge(NOW - 59_000, NOW)).toBeNull();
    expect(feedAge(null, NOW)).toBeNull();
    // A clock set back since: not "in 5 minutes".
    expect(feedAge(NOW + 5 * MINUTE, NOW)).toBeNull();
  });

  it('says how long ago, in the largest whole unit', () => {
    expect(feedAge(NOW - MINUTE, NOW)).toBe('1 minute ago');
    expect(feedAge(NOW - 59 * MINUTE, NOW)).toBe('59 minutes ago');
    expect(feedAge(NOW - 3 * HOUR - 20 * MINUTE, NOW)).toBe('3 hours ago');
    expect(feedAge(NOW - 30 * HOUR, NOW)).toBe('yesterday');
    expect(feedAge(NOW - 5 * 24 * HOUR, NOW)).toBe('5 days ago');
  });
});

describe('the worker’s stamp', () => {
  it('is kept with the answer, exposed to the page, and read back', async () => {
    const answer = new Response('{"status":"ok"}', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
    const stamped = await stampFetchedAt(answer, NOW - HOUR);
    expect(stamped.status).toBe(200);
    expect(await stamped.text()).toBe('{"status":"ok"}');
    expect(stamped.headers.get('Content-Type')).toBe('application/json');
    expect(stamped.headers.get('Access-Control-Expose-Headers')).toBe(FEED_FETCHED_AT_HEADER);
    expect(fetchedAt(stamped)).toBe(NOW - HOUR);
  });

  it('is absent from an answer straight from the network', () => {
    expect(fetchedAt(new Response('{}'))).toBeNull();
  });
});
