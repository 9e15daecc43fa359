import feed from '../../../tests/fixtures/news/feed-ok.json';
import { excerptOf, formatDate, parsePubDate, readTimeOf, toDisplayPosts } from './display-post';
import { itemImage } from './news-feed-schema';

const publisher = { name: 'Financial Times', shortName: 'FT' };
const posts = toDisplayPosts(feed.items, publisher);
const byTitle = (start: string) => posts.find((post) => post.title.startsWith(start));

describe('formatDate', () => {
  it('writes what en-US long month, day and year in UTC writes, for every month and both ends of a day', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const dates = [];
    for (let month = 0; month < 12; month++) {
      dates.push(new Date(Date.UTC(2026, month, 1, 0, 0, 0)));
      dates.push(new Date(Date.UTC(2024, month + 1, 0, 23, 59, 59, 999)));
    }
    for (const date of dates) expect(formatDate(date)).toBe(intl.format(date));
    expect(formatDate(new Date('2026-02-28T23:30:00-05:00'))).toBe('March 1, 2026');
  });
});

describe('toDisplayPosts on a realistic feed', () => {
  it('skips items with missing or wrong-typed fields and non-web links, keeping feed positions as ids', () => {
    expect(posts.map((post) => post.id)).toEqual([
      'ft-0',
      'ft-1',
      'ft-2',
      'ft-3',
      'ft-4',
      'ft-8',
      'ft-9',
      'ft-10',
      'ft-11',
      'ft-12',
      'ft-13',
    ]);
    expect(posts.some((post) => post.link.startsWith('javascript:'))).toBe(false);
  });

  it('fixes author and category as the newspaper and marks every post external', () => {
    for (const post of posts) {
      expect(post.author).toBe('Financial Times');
      expect(post.category).toBe('Financial Times');
      expect(post.isExternal).toBe(true);
    }
  });

  it('strips markup and scripts from titles and descriptions, decoding entities', () => {
    const credit = byTitle('Private credit')!;
    expect(credit.title).toBe('Private credit funds draw record inflows');
    expect(credit.excerpt).toBe('Investors put £12bn into private credit this quarter.');
    for (const post of posts) {
      expect(`${post.title} ${post.excerpt}`).not.toMatch(/[<>]|&[a-z#0-9]+;/i);
    }
    expect(byTitle("Malta's")!.excerpt).toBe(
      'Valletta’s fund and insurance industries expanded again, according to the regulator.',
    );
  });

  it('cuts long excerpts to 150 characters and appends ...', () => {
    const excerpt = byTitle('Bank of England')!.excerpt;
    expect(excerpt).toHaveLength(153);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.startsWith('The Bank of England held its benchmark rate at 4%')).toBe(true);
  });

  it('computes read time from the description at 200 words a minute, rounded up', () => {
    expect(byTitle('Bank of England')!.readTime).toBe('3 min read');
    expect(byTitle('Gold')!.readTime).toBe('1 min read');
  });

  it('formats dates in en-US long form', () => {
    expect(byTitle('Bank of England')!.date).toBe('November 21, 2026');
    expect(byTitle('Bank of England')!.dateTime).toBe('2026-11-21T14:05:00.000Z');
  });

  it('takes the thumbnail, else the enclosure link, else no image', () => {
    expect(byTitle('Bank of England')!.image).toBe('http://localhost:4318/images/markets.svg');
    expect(byTitle("Malta's")!.image).toBe('http://localhost:4318/images/malta.svg');
    expect(byTitle('Gold')!.image).toBe('');
  });
});

describe('mapping rules', () => {
  it('leaves excerpts of 150 characters or fewer alone', () => {
    expect(excerptOf('a'.repeat(150))).toBe('a'.repeat(150));
    expect(excerptOf('a'.repeat(151))).toBe(`${'a'.repeat(150)}...`);
  });

  it('rounds read time up and never shows zero minutes', () => {
    expect(readTimeOf('word '.repeat(200))).toBe('1 min read');
    expect(readTimeOf('word '.repeat(201))).toBe('2 min read');
    expect(readTimeOf('')).toBe('1 min read');
  });

  it('reads the service date format as UTC and rejects non-dates', () => {
    expect(parsePubDate('2026-11-21 23:30:00')?.toISOString()).toBe('2026-11-21T23:30:00.000Z');
    expect(parsePubDate('Sat, 21 Nov 2026 10:00:00 GMT')?.toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    expect(parsePubDate('yesterday')).toBeNull();
  });

  it('accepts only web URLs as images', () => {
    expect(
      itemImage({
        thumbnail: 'javascript:alert(1)',
        enclosure: { link: 'data:image/png;base64,xx' },
      }),
    ).toBe('');
    expect(itemImage({ thumbnail: 42, enclosure: [] })).toBe('');
    expect(itemImage({ thumbnail: '', enclosure: { link: 'https://img.example/a.jpg' } })).toBe(
      'https://img.example/a.jpg',
    );
  });

  it('skips an item whose date is not a date', () => {
    const items = [{ title: 'T', link: 'https://x.example/a', pubDate: 'soon', description: '' }];
    expect(toDisplayPosts(items, publisher)).toEqual([]);
  });
});
