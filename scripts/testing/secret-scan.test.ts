// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  parseDotEnv,
  privateNames,
  privateValues,
  scanDirectory,
  scanText,
  type ScanOptions,
} from './secret-scan';

const REPO = resolve(import.meta.dirname, '../..');
/** tsx, found from the repository, so the command can also run in a project directory without it. */
const TSX_LOADER = pathToFileURL(createRequire(join(REPO, 'package.json')).resolve('tsx')).href;

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg`;
}

const ANON_KEY = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'anon' });
const SERVICE_KEY = jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role' });
const options: ScanOptions = {
  publishableKey: ANON_KEY,
  privateValues: [{ name: 'IP_HASH_SALT', value: 'a-long-private-salt-value' }],
};
const bundle = (secret: string) =>
  `const e=new Map;function t(n){return n.re_try?n:{key:"${secret}",url:"https://x.supabase.co"}}`;

describe('scanText', () => {
  it('passes a bundle holding only the configured anon publishable key', () => {
    expect(scanText('assets/index.js', bundle(ANON_KEY), options)).toEqual([]);
  });

  it.each([
    ['Supabase secret key', 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'],
    ['Resend API key', 're_c1tpEyD8_NKFusih9vKVQknRAQfmFcWCv'],
    ['private key', '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg'],
    ['private key', '-----BEGIN RSA PRIVATE KEY-----'],
    [
      'database URL with a password',
      'postgresql://postgres:hunter2hunter2@db.example.co:5432/postgres',
    ],
    ['private setting', 'a-long-private-salt-value'],
  ])('finds a planted %s', (kind, secret) => {
    const findings = scanText('assets/index.js', bundle(secret), options);
    expect(findings).toEqual([expect.objectContaining({ file: 'assets/index.js', kind })]);
    expect(findings[0]!.detail).not.toContain(secret.slice(8)); // masked, never printed whole
  });

  it('finds a service-role JWT, and an anon JWT that is not the configured key', () => {
    expect(scanText('a.js', bundle(SERVICE_KEY), options)).toEqual([
      expect.objectContaining({
        kind: 'JWT',
        detail: expect.stringContaining('role service_role'),
      }),
    ]);
    const otherAnon = jwt({ iss: 'supabase', ref: 'anotherproject00', role: 'anon' });
    expect(scanText('a.js', bundle(otherAnon), options)).toEqual([
      expect.objectContaining({
        kind: 'JWT',
        detail: expect.stringContaining('not the configured'),
      }),
    ]);
    // A service-role key configured as the "publishable" key is still a leak.
    expect(
      scanText('a.js', bundle(SERVICE_KEY), { ...options, publishableKey: SERVICE_KEY }),
    ).toHaveLength(1);
  });
});

describe('private settings', () => {
  const example =
    'VITE_BRAND_NAME=Brand\nPORT=4173\nIP_HASH_SALT=\n# RESEND_API_KEY=x\nRESEND_API_KEY=\nNOTIFY_EMAIL_TO=\n';

  it('are the non-VITE_ variables of .env.example, known secrets and secret-like names, not public ones', () => {
    const names = privateNames(`${example}APP_VERSION=\n`, { GITHUB_TOKEN: 'x', HOME: '/root' });
    expect(names).toEqual(
      expect.arrayContaining([
        'IP_HASH_SALT',
        'RESEND_API_KEY',
        'NOTIFY_EMAIL_TO',
        'SUPABASE_SERVICE_ROLE_KEY',
        'GITHUB_TOKEN',
      ]),
    );
    expect(names).not.toContain('VITE_BRAND_NAME');
    expect(names).not.toContain('PORT');
    // Compiled into the footer on purpose: a sentinel in it would fail every build.
    expect(names).not.toContain('APP_VERSION');
    expect(names).not.toContain('HOME');
  });

  it('leave out values too short or published on purpose, unless named like a secret', () => {
    const { values, skipped } = privateValues(
      ['IP_HASH_SALT', 'NOTIFY_EMAIL_TO', 'RESEND_API_KEY', 'DATA_DIR', 'ALLOWED_ORIGINS'],
      {
        IP_HASH_SALT: ' a-long-private-salt ',
        RESEND_API_KEY: 're_same_as_a_vite_value',
        DATA_DIR: 'd',
        ALLOWED_ORIGINS: '',
        NOTIFY_EMAIL_TO: 'info@firm.example',
        VITE_INFO_EMAIL: 'info@firm.example',
        VITE_X: 're_same_as_a_vite_value',
      },
    );
    expect(values).toEqual([
      { name: 'IP_HASH_SALT', value: 'a-long-private-salt' },
      // A secret's name wins: a key copied into a VITE_ setting is exactly the leak to catch.
      { name: 'RESEND_API_KEY', value: 're_same_as_a_vite_value' },
    ]);
    expect(skipped).toEqual([
      'NOTIFY_EMAIL_TO (the same value is published as VITE_INFO_EMAIL)',
      'DATA_DIR (shorter than 8 characters)',
    ]);
  });

  it('are read from .env.example, quotes removed', () => {
    expect(parseDotEnv('# c\nA=1\nexport B="two words"\nC=\'x\'\n\nbad line')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x',
    });
  });
});

describe('scanDirectory and the check-secrets command', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'secret-scan-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><script src="/assets/index.js"></script>',
    );
    writeFileSync(join(dir, 'assets/index.js'), bundle(ANON_KEY));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('scans every file, nested ones too', () => {
    writeFileSync(join(dir, 'assets/chunk.js'), bundle(SERVICE_KEY));
    const result = scanDirectory(dir, options);
    expect(result.files).toBe(3);
    expect(result.findings.map((finding) => finding.file)).toEqual([join('assets', 'chunk.js')]);
  });

  /** Runs the command in `project` (the repository by default), as `npm run check:secrets` does. */
  function checkSecrets(args: string[], env: Record<string, string> = {}, project = REPO) {
    const cleanEnv = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/SECRET|TOKEN|KEY|SALT|DB_URL/.test(name)),
    );
    return spawnSync(
      process.execPath,
      ['--import', TSX_LOADER, join(REPO, 'scripts/testing/check-secrets.ts'), ...args],
      {
        cwd: project,
        encoding: 'utf8',
        env: { ...cleanEnv, VITE_SUPABASE_PUBLISHABLE_KEY: ANON_KEY, ...env },
        timeout: 60_000,
      },
    );
  }

  it('exits 0 on a clean directory and 1 when a private value from the environment is in it', () => {
    const clean = checkSecrets([dir], { IP_HASH_SALT: 'salt-that-is-not-there' });
    expect(clean.stdout).toContain('no secret found');
    expect(clean.status).toBe(0);
    writeFileSync(join(dir, 'assets/late.js'), 'const salt="salt-that-is-now-there"');
    const leaked = checkSecrets([dir], { IP_HASH_SALT: 'salt-that-is-now-there' });
    expect(leaked.stderr).toContain('assets/late.js: private setting: the value of IP_HASH_SALT');
    expect(leaked.status).toBe(1);
  }, 60_000);

  it("reads the private settings from the .env files Vite's build reads, in Vite's order", () => {
    const project = mkdtempSync(join(tmpdir(), 'secret-scan-project-'));
    try {
      writeFileSync(join(project, '.env.example'), 'IP_HASH_SALT=\n');
      // The build's mode file wins over .env.local; a name only a .env file sets still counts.
      writeFileSync(join(project, '.env.local'), 'IP_HASH_SALT=salt-from-env-local\n');
      writeFileSync(
        join(project, '.env.production'),
        'IP_HASH_SALT=salt-from-env-production\nDEPLOY_TOKEN=token-only-in-a-dot-env-file\n',
      );
      writeFileSync(
        join(dir, 'assets/late.js'),
        'a="salt-from-env-production";b="token-only-in-a-dot-env-file"',
      );
      const result = checkSecrets([dir], {}, project);
      expect(result.stderr).toContain('assets/late.js: private setting: the value of IP_HASH_SALT');
      expect(result.stderr).toContain('assets/late.js: private setting: the value of DEPLOY_TOKEN');
      expect(result.status).toBe(1);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives the build sentinel values and catches a build that copies one into its output', () => {
    const leakingBuild = [
      process.execPath,
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(join(dir, 'assets/env.js'))}, 'x=' + JSON.stringify(process.env.RESEND_API_KEY))`,
    ];
    const result = checkSecrets([dir, '--', ...leakingBuild]);
    expect(result.stderr).toContain('the value of RESEND_API_KEY');
    expect(result.status).toBe(1);
    expect(readFileSync(join(dir, 'assets/env.js'), 'utf8')).toMatch(
      /sentinel-RESEND_API_KEY-[0-9a-f]{16}/,
    );

    const honestBuild = [process.execPath, '-e', 'process.exit(0)'];
    expect(checkSecrets([dir, '--', ...honestBuild]).status).toBe(0);
  }, 60_000);

  it('fails, saying why, when there is nothing to scan or the build fails', () => {
    const missing = checkSecrets([join(dir, 'nope')]);
    expect(missing.stderr).toContain('is not a directory: build the site first');
    expect(missing.status).toBe(1);
    const failed = checkSecrets([dir, '--', process.execPath, '-e', 'process.exit(3)']);
    expect(failed.stderr).toContain('the build failed');
    expect(failed.status).toBe(3);
  }, 60_000);
});
