import { documentTitle } from './site-config';
import { parseSiteEnv, unfitForThePublic } from './site-env';

describe('parseSiteEnv', () => {
  it('fills every variable with its placeholder when none is set', () => {
    const env = parseSiteEnv({});
    expect(env.VITE_BRAND_NAME).toBe('Valletta & Thames');
    expect(env.VITE_INFO_EMAIL).toBe('info@vallettathames.example');
    expect(env.VITE_LEGAL_EMAIL).toBe('legal@vallettathames.example');
    expect(env.VITE_NEWS_PUBLISHER_NAME).toBe('Financial Times');
    expect(env.VITE_NEWS_PUBLISHER_SHORT_NAME).toBe('FT');
  });

  it("reads the newspaper's UK home feed through the RSS-to-JSON service: 10 items, no API key", () => {
    const feed = new URL(parseSiteEnv({}).VITE_NEWS_FEED_URL);
    expect(`${feed.origin}${feed.pathname}`).toBe('https://api.rss2json.com/v1/api.json');
    expect([...feed.searchParams]).toEqual([
      ['rss_url', 'https://www.ft.com/rss/home/uk'],
      ['api_key', ''],
      ['count', '10'],
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(parseSiteEnv({ VITE_BRAND_NAME: '' }).VITE_BRAND_NAME).toBe('Valletta & Thames');
  });

  it('takes configured values, trimmed', () => {
    const env = parseSiteEnv({
      VITE_BRAND_NAME: '  Acme Introducers ',
      VITE_INFO_EMAIL: 'hello@acme.test',
    });
    expect(env.VITE_BRAND_NAME).toBe('Acme Introducers');
    expect(env.VITE_INFO_EMAIL).toBe('hello@acme.test');
  });

  it('takes a Supabase project as its address and key together', () => {
    const env = parseSiteEnv({
      VITE_SUPABASE_URL: ' https://abcd.supabase.co ',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
    });
    expect(env.VITE_SUPABASE_URL).toBe('https://abcd.supabase.co');
    expect(env.VITE_SUPABASE_PUBLISHABLE_KEY).toBe('sb_publishable_abc');
    expect(parseSiteEnv({}).VITE_SUPABASE_URL).toBeUndefined();
  });

  it('refuses a Supabase address without its key, or a key without its address, naming the missing one', () => {
    expect(() => parseSiteEnv({ VITE_SUPABASE_URL: 'https://abcd.supabase.co' })).toThrow(
      'VITE_SUPABASE_PUBLISHABLE_KEY: must be set when VITE_SUPABASE_URL is',
    );
    expect(() =>
      parseSiteEnv({
        VITE_SUPABASE_URL: 'https://abcd.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: '',
      }),
    ).toThrow('VITE_SUPABASE_PUBLISHABLE_KEY: must be set when VITE_SUPABASE_URL is');
    expect(() => parseSiteEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc' })).toThrow(
      'VITE_SUPABASE_URL: must be set when VITE_SUPABASE_PUBLISHABLE_KEY is',
    );
  });

  it('refuses a Supabase address that is not http(s), which would fail only when sending', () => {
    expect(() =>
      parseSiteEnv({
        VITE_SUPABASE_URL: 'ftp://abcd.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
      }),
    ).toThrow(/VITE_SUPABASE_URL: must be an http\(s\) address/);
  });

  it('names every invalid variable in one error', () => {
    expect(() =>
      parseSiteEnv({ VITE_INFO_EMAIL: 'not-an-email', VITE_PROFESSIONAL_NETWORK_URL: 'nowhere' }),
    ).toThrow(/VITE_INFO_EMAIL[\s\S]*VITE_PROFESSIONAL_NETWORK_URL/);
  });
});

it('documentTitle puts the brand after the page', () => {
  expect(documentTitle('Fixed Income')).toBe('Fixed Income | Valletta & Thames');
});

describe('unfitForThePublic', () => {
  const hosts = {
    VITE_BRAND_NAME: 'Acme Introducers',
    VITE_INFO_EMAIL: 'info@acme-introducers.com',
    VITE_LEGAL_EMAIL: 'legal@acme-introducers.com',
    VITE_PROFESSIONAL_NETWORK_URL: 'https://www.linkedin.com/company/acme-introducers',
    VITE_SITE_URL: 'https://www.acme-introducers.com',
  };

  it('names every setting still at its placeholder', () => {
    expect(unfitForThePublic(parseSiteEnv({})).map((problem) => problem.split(':')[0])).toEqual([
      'VITE_BRAND_NAME',
      'VITE_INFO_EMAIL',
      'VITE_LEGAL_EMAIL',
      'VITE_PROFESSIONAL_NETWORK_URL',
      'VITE_SITE_URL',
    ]);
  });

  it("passes a host's settings", () => {
    expect(unfitForThePublic(parseSiteEnv(hosts))).toEqual([]);
  });

  it.each([
    ['VITE_SITE_URL', 'http://www.acme-introducers.com', /is not https/],
    ['VITE_SITE_URL', 'https://localhost:8443', /no public address/],
    ['VITE_SITE_URL', 'https://127.0.0.1', /no public address/],
    ['VITE_SITE_URL', 'https://acme.example', /no public address/],
    ['VITE_INFO_EMAIL', 'info@acme.example', /receives no mail/],
    ['VITE_LEGAL_EMAIL', 'legal@acme.test', /receives no mail/],
  ])('refuses %s %s', (name, value, why) => {
    const problems = unfitForThePublic(parseSiteEnv({ ...hosts, [name]: value }));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name}: .*${why.source}`))]);
  });
});
