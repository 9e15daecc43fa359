/**
 * The function's settings, read once from the environment (Deno.env in the Edge Function,
 * process.env locally). Every problem is reported at once, naming the variable.
 */
// The settings' types live beside the modules that take them; this file only reads them, so
// imports run one way: config -> notification-sender -> notifier, never back.
import { DEFAULT_NOTIFICATION_POLICY, type NotificationPolicy } from './notification-sender.ts';
import type { EmailSettings } from './notifier.ts';

export interface HandlerConfig {
  /** Origins allowed to call the function from a browser; `*` allows any. */
  allowedOrigins: string[];
  rateLimit: { max: number; windowSeconds: number };
  ipHashSalt: string;
  /** Null when RESEND_API_KEY is unset: enquiries are stored with notification status 'not_configured'. */
  email: EmailSettings | null;
  maxBodyBytes: number;
  /** Longest wait for one database call before answering 503. */
  databaseTimeoutMs: number;
  notifications: NotificationPolicy;
  /**
   * NOTIFY_RETRY_SECRET: the bearer token the scheduled retry (pg_cron on Supabase) sends to the
   * function's retry path; null leaves that path closed.
   */
  retrySecret: string | null;
}

type Env = Record<string, string | undefined>;

export const MAX_BODY_BYTES = 16 * 1024;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const EMAIL_ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

function positiveInteger(
  env: Env,
  name: string,
  fallback: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (blank(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    problems.push(`${name} must be a whole number from 1 to ${max}, not "${raw}".`);
    return fallback;
  }
  return value;
}

/** `https://example.com/` is accepted as `https://example.com`; anything with a path is refused. */
function origin(value: string, problems: string[]): string {
  if (value === '*') return value;
  try {
    const url = new URL(value);
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !url.search
    ) {
      return url.origin;
    }
  } catch {
    // reported below
  }
  problems.push(`ALLOWED_ORIGINS: "${value}" is not an origin like https://www.example.com.`);
  return value;
}

/** How emails are sent: NOTIFY_MAX_EMAILS_PER_HOUR individual ones an hour (30), then one summary. */
export function readNotificationPolicy(env: Env, problems: string[] = []): NotificationPolicy {
  return {
    maxAttempts: DEFAULT_NOTIFICATION_POLICY.maxAttempts,
    maxEmailsPerHour: positiveInteger(
      env,
      'NOTIFY_MAX_EMAILS_PER_HOUR',
      DEFAULT_NOTIFICATION_POLICY.maxEmailsPerHour,
      10_000,
      problems,
    ),
  };
}

/** Resend settings, or null when RESEND_API_KEY is unset; the other two are then required. */
export function readEmailSettings(env: Env, problems: string[] = []): EmailSettings | null {
  if (blank(env.RESEND_API_KEY)) return null;
  const to = list(env.NOTIFY_EMAIL_TO);
  const from = env.NOTIFY_EMAIL_FROM?.trim() ?? '';
  if (to.length === 0) problems.push('NOTIFY_EMAIL_TO is required when RESEND_API_KEY is set.');
  for (const address of to) {
    if (!EMAIL_ADDRESS.test(address)) {
      problems.push(`NOTIFY_EMAIL_TO: "${address}" is not an email address.`);
    }
  }
  const fromAddress = /<([^>]*)>\s*$/.exec(from)?.[1] ?? from;
  if (!EMAIL_ADDRESS.test(fromAddress)) {
    problems.push(
      'NOTIFY_EMAIL_FROM must be an address (or "Name <address>") on a domain verified with Resend.',
    );
  }
  const apiUrl = env.RESEND_API_URL?.trim();
  if (apiUrl && !/^https?:\/\/[^\s]+$/.test(apiUrl)) {
    problems.push(`RESEND_API_URL must be an http(s) URL, not "${apiUrl}".`);
  }
  return { apiKey: env.RESEND_API_KEY!.trim(), to, from, ...(apiUrl ? { apiUrl } : {}) };
}

export function readHandlerConfig(env: Env): HandlerConfig {
  const problems: string[] = [];
  const allowedOrigins = list(env.ALLOWED_ORIGINS).map((value) => origin(value, problems));
  if (allowedOrigins.length === 0) {
    problems.push('ALLOWED_ORIGINS is required: the site origins, comma-separated (or *).');
  }
  // Without a secret salt, a hashed IPv4 address can be reversed by hashing all 2^32 of them.
  const ipHashSalt = env.IP_HASH_SALT ?? '';
  if (blank(ipHashSalt)) problems.push('IP_HASH_SALT is required: a long random secret.');
  const config: HandlerConfig = {
    allowedOrigins,
    rateLimit: {
      max: positiveInteger(env, 'RATE_LIMIT_MAX', 5, 1_000_000, problems),
      windowSeconds: positiveInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', 600, 86_400, problems),
    },
    ipHashSalt,
    email: readEmailSettings(env, problems),
    maxBodyBytes: MAX_BODY_BYTES,
    databaseTimeoutMs: 5000,
    notifications: readNotificationPolicy(env, problems),
    retrySecret: blank(env.NOTIFY_RETRY_SECRET) ? null : env.NOTIFY_RETRY_SECRET!.trim(),
  };
  if (config.retrySecret !== null && config.retrySecret.length < 32) {
    problems.push('NOTIFY_RETRY_SECRET must be at least 32 characters (a long random secret).');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
