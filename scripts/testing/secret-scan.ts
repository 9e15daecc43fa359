/**
 * Finds secrets in built files, which are public once deployed: what counts is in
 * docs/security.md#no-secret-in-the-built-site.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Finding {
  file: string;
  kind: string;
  /** What was found, with the secret itself masked. */
  detail: string;
}

export interface PrivateValue {
  name: string;
  value: string;
}

export interface ScanOptions {
  /** VITE_SUPABASE_PUBLISHABLE_KEY: the one JWT allowed in the site (and only with role anon). */
  publishableKey?: string | undefined;
  privateValues: readonly PrivateValue[];
}

/** Shows enough to find the secret, not enough to use it. */
export function mask(secret: string): string {
  return `${secret.slice(0, 6)}… (${secret.length} characters)`;
}

const SHAPES: { kind: string; pattern: RegExp }[] = [
  { kind: 'Supabase secret key', pattern: /sb_secret_[A-Za-z0-9_-]{8,}/g },
  { kind: 'Resend API key', pattern: /(?<![A-Za-z0-9_])re_[A-Za-z0-9]{6,}_[A-Za-z0-9_]{12,}/g },
  { kind: 'private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g },
  {
    kind: 'database URL with a password',
    pattern: /postgres(?:ql)?:\/\/[^\s:/@"'`]+:[^\s@/"'`]+@[^\s"'`]+/g,
  },
];

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;

function jwtRole(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    return typeof payload.role === 'string' ? payload.role : undefined;
  } catch {
    return undefined;
  }
}

export function scanText(file: string, text: string, options: ScanOptions): Finding[] {
  const findings: Finding[] = [];
  for (const { kind, pattern } of SHAPES) {
    for (const match of text.matchAll(pattern)) {
      findings.push({ file, kind, detail: mask(match[0]) });
    }
  }
  for (const [token] of text.matchAll(JWT)) {
    const role = jwtRole(token);
    if (role === 'anon' && token === options.publishableKey) continue;
    findings.push({
      file,
      kind: 'JWT',
      detail:
        role === 'anon'
          ? `${mask(token)}: role anon, but not the configured publishable key`
          : `${mask(token)}: role ${role ?? '(none)'}; only the anon publishable key may be public`,
    });
  }
  for (const { name, value } of options.privateValues) {
    if (text.includes(value)) {
      findings.push({ file, kind: 'private setting', detail: `the value of ${name}` });
    }
  }
  return findings;
}

/** Every file under `dir`, read as text (a secret is text even inside a binary file). */
export function scanDirectory(
  dir: string,
  options: ScanOptions,
): { files: number; findings: Finding[] } {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${dir} is not a directory: build the site first.`);
  }
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const findings = files.flatMap((path) =>
    scanText(relative(dir, path), readFileSync(path, 'utf8'), options),
  );
  return { files: files.length, findings };
}

/**
 * KEY=value lines of a .env file (quotes removed; comments and blank lines ignored), for the names
 * .env.example lists. (Node's util.parseEnv would do, but Node 20's joins a line without "=" to
 * the next.)
 */
export function parseDotEnv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * Settings that are not secrets and whose values may rightly appear in the site (a port number,
 * the site's own origin): neither searched for nor replaced by sentinels.
 */
export const PUBLIC_SETTINGS = new Set([
  // The site shows it in its footer.
  'APP_VERSION',
  'PORT',
  'E2E_PORT',
  'FEED_FIXTURE_PORT',
  'ALLOWED_ORIGINS',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_SECONDS',
]);

/** Secrets the platform or a deploy pipeline holds, which .env.example does not list. */
export const KNOWN_SECRET_NAMES = [
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_SECRET_KEY',
  'SUPABASE_DB_URL',
  'SUPABASE_ACCESS_TOKEN',
  'DATABASE_URL',
];

const SECRET_LIKE_NAME = /SECRET|TOKEN|PASSWORD|PRIVATE|API_KEY|SERVICE_ROLE|SALT|DB_URL/;
/** Shorter values would be found by chance (a port number, "5"). */
export const MIN_SEARCHED_LENGTH = 8;

/** The private settings' names: .env.example's non-VITE_ ones, known secrets, secret-like names. */
export function privateNames(envExample: string, environment: Record<string, unknown>): string[] {
  const names = new Set([
    ...Object.keys(parseDotEnv(envExample)),
    ...KNOWN_SECRET_NAMES,
    ...Object.keys(environment).filter((name) => SECRET_LIKE_NAME.test(name)),
  ]);
  return [...names].filter((name) => !name.startsWith('VITE_') && !PUBLIC_SETTINGS.has(name));
}

/**
 * The values to search for, and the ones left out with the reason. A value that is also a VITE_
 * setting's value is published by that setting on purpose (the desk mailbox may be the info
 * mailbox), unless its name says it is a secret.
 */
export function privateValues(
  names: readonly string[],
  env: Record<string, string | undefined>,
): { values: PrivateValue[]; skipped: string[] } {
  const published = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('VITE_') && value?.trim()) published.set(value.trim(), name);
  }
  const values: PrivateValue[] = [];
  const skipped: string[] = [];
  for (const name of names) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (value.length < MIN_SEARCHED_LENGTH) {
      skipped.push(`${name} (shorter than ${MIN_SEARCHED_LENGTH} characters)`);
    } else if (published.has(value) && !SECRET_LIKE_NAME.test(name)) {
      skipped.push(`${name} (the same value is published as ${published.get(value)})`);
    } else {
      values.push({ name, value });
    }
  }
  return { values, skipped };
}
