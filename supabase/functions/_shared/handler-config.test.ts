// @vitest-environment node
import { ConfigError, readEmailSettings, readHandlerConfig } from './handler-config.ts';

const required = { ALLOWED_ORIGINS: 'https://www.example.com', IP_HASH_SALT: 'salt' };

function problems(env: Record<string, string>): string[] {
  try {
    readHandlerConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

it('has working defaults for everything but the origins and the salt', () => {
  expect(readHandlerConfig(required)).toEqual({
    allowedOrigins: ['https://www.example.com'],
    rateLimit: { max: 5, windowSeconds: 600 },
    ipHashSalt: 'salt',
    email: null,
    maxBodyBytes: 16384,
    databaseTimeoutMs: 5000,
    notifications: { maxAttempts: 5, maxEmailsPerHour: 30 },
    retrySecret: null,
  });
});

it('reads a list of origins, a trailing slash forgiven, or *', () => {
  const config = readHandlerConfig({
    ...required,
    ALLOWED_ORIGINS: ' https://a.example/ , http://localhost:4173,* ',
  });
  expect(config.allowedOrigins).toEqual(['https://a.example', 'http://localhost:4173', '*']);
});

it('names every bad or missing setting at once', () => {
  expect(
    problems({
      ALLOWED_ORIGINS: 'https://a.example/contact',
      RATE_LIMIT_MAX: 'lots',
      RATE_LIMIT_WINDOW_SECONDS: '0',
    }),
  ).toEqual([
    expect.stringContaining('ALLOWED_ORIGINS: "https://a.example/contact"'),
    expect.stringContaining('IP_HASH_SALT is required'),
    'RATE_LIMIT_MAX must be a whole number from 1 to 1000000, not "lots".',
    'RATE_LIMIT_WINDOW_SECONDS must be a whole number from 1 to 86400, not "0".',
  ]);
  expect(problems({ IP_HASH_SALT: 'salt' })).toEqual([
    expect.stringContaining('ALLOWED_ORIGINS is required'),
  ]);
});

it('takes the rate limit from the environment', () => {
  const config = readHandlerConfig({
    ...required,
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_WINDOW_SECONDS: '60',
  });
  expect(config.rateLimit).toEqual({ max: 100000, windowSeconds: 60 });
});

it('sends email only with a key, and then needs both addresses', () => {
  expect(readEmailSettings({ NOTIFY_EMAIL_TO: 'desk@example.com' })).toBeNull();
  expect(
    readEmailSettings({
      RESEND_API_KEY: 're_123',
      NOTIFY_EMAIL_TO: 'desk@example.com, partner@example.com',
      NOTIFY_EMAIL_FROM: 'Enquiries <enquiries@example.com>',
    }),
  ).toEqual({
    apiKey: 're_123',
    to: ['desk@example.com', 'partner@example.com'],
    from: 'Enquiries <enquiries@example.com>',
  });
  expect(problems({ ...required, RESEND_API_KEY: 're_123', NOTIFY_EMAIL_TO: 'desk' })).toEqual([
    'NOTIFY_EMAIL_TO: "desk" is not an email address.',
    expect.stringContaining('NOTIFY_EMAIL_FROM must be an address'),
  ]);
});

it('reads the hourly email cap and the retry secret, refusing a short secret', () => {
  const config = readHandlerConfig({
    ...required,
    NOTIFY_MAX_EMAILS_PER_HOUR: '12',
    NOTIFY_RETRY_SECRET: 'k'.repeat(32),
  });
  expect(config.notifications).toEqual({ maxAttempts: 5, maxEmailsPerHour: 12 });
  expect(config.retrySecret).toBe('k'.repeat(32));
  expect(problems({ ...required, NOTIFY_RETRY_SECRET: 'short' })).toEqual([
    'NOTIFY_RETRY_SECRET must be at least 32 characters (a long random secret).',
  ]);
  expect(problems({ ...required, NOTIFY_MAX_EMAILS_PER_HOUR: '0' })).toEqual([
    'NOTIFY_MAX_EMAILS_PER_HOUR must be a whole number from 1 to 10000, not "0".',
  ]);
});
