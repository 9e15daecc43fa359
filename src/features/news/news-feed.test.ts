import okFeed from '../../../tests/fixtures/news/feed-ok.json';
import statusErrorFeed from '../../../tests/fixtures/news/feed-status-error.json';
import { FEED_FETCHED_AT_HEADER } from './feed-age';
import { FEED_FAILED_MESSAGE, fetchNewsFeed, NewsFeedHttpError } from './news-feed';

const publisher = { name: 'Financial Times', shortName: 'FT' };
const url = 'https://feed.example/api.json?rss_url=x';

function answer(body: string, status = 200, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body, {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

it('returns the feed with its posts', async () => {
  const fetchMock = answer(JSON.stringify(okFeed));
  const feed = await fetchNewsFeed(url, publisher);
  expect(fetchMock).toHaveBeenCalledWith(url, expect.anything());
  expect(feed.title).toBe('UK homepage');
  expect(feed.link).toBe('https://www.ft.com/');
  expect(feed.posts).toHaveLength(11);
});

it('says when the worker fetched its copy, and nothing of an answer straight from the network', async () => {
  answer(JSON.stringify(okFeed));
  expect((await fetchNewsFeed(url, publisher)).fetchedAt).toBeNull();
  const threeHoursAgo = Date.now() - 3 * 60 * 60 * 1000;
  answer(JSON.stringify(okFeed), 200, { [FEED_FETCHED_AT_HEADER]: String(threeHoursAgo) });
  expect((await fetchNewsFeed(url, publisher)).fetchedAt).toBe(threeHoursAgo);
});

it('throws an error carrying the status on a non-OK HTTP answer', async () => {
  answer('Internal Server Error', 500);
  const error = await fetchNewsFeed(url, publisher).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NewsFeedHttpError);
  expect((error as NewsFeedHttpError).status).toBe(500);
  expect((error as Error).message).toBe('HTTP error! status: 500');
});

it("throws 'Failed to fetch RSS feed' when the service's status is not ok", async () => {
  answer(JSON.stringify(statusErrorFeed));
  await expect(fetchNewsFeed(url, publisher)).rejects.toThrow(FEED_FAILED_MESSAGE);
  expect(FEED_FAILED_MESSAGE).toBe('Failed to fetch RSS feed');
});

it("throws 'Failed to fetch RSS feed' for an answer that is not JSON or not a feed", async () => {
  answer('<html>gateway</html>');
  await expect(fetchNewsFeed(url, publisher)).rejects.toThrow(FEED_FAILED_MESSAGE);
  answer(JSON.stringify({ status: 'ok', items: 'nope' }));
  await expect(fetchNewsFeed(url, publisher)).rejects.toThrow(FEED_FAILED_MESSAGE);
  answer(JSON.stringify(['not', 'an', 'object']));
  await expect(fetchNewsFeed(url, publisher)).rejects.toThrow(FEED_FAILED_MESSAGE);
});
