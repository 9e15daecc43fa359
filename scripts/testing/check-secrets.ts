/**
 * Fails when a secret is in the built site (docs/security.md#no-secret-in-the-built-site).
 *
 *   tsx scripts/testing/check-secrets.ts [dir]                  scan dir (default dist)
 *   tsx scripts/testing/check-secrets.ts [dir] -- <build...>    build with a sentinel value in every
 *                                                               private setting, then scan for them
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { privateNames, privateValues, scanDirectory, type PrivateValue } from './secret-scan';

const separator = process.argv.indexOf('--');
const args = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const build = separator === -1 ? [] : process.argv.slice(separator + 1);
const dir = resolve(args[0] ?? 'dist');
/** `vite build`'s mode, which picks the .env files it reads. */
const BUILD_MODE = 'production';

// The build's settings as Vite reads them; the '' prefix keeps every variable, not only VITE_ ones.
const env = loadEnv(BUILD_MODE, process.cwd(), '');
const names = privateNames(readFileSync('.env.example', 'utf8'), env);
const { values, skipped } = privateValues(names, env);
const publishableKey = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim();

const sentinels: PrivateValue[] = [];
if (build.length > 0) {
  const tag = randomBytes(8).toString('hex');
  for (const name of names) sentinels.push({ name, value: `sentinel-${name}-${tag}` });
  const buildEnv = {
    ...process.env,
    ...Object.fromEntries(sentinels.map(({ name, value }) => [name, value])),
  };
  console.log(
    `check-secrets: running "${build.join(' ')}" with sentinel values in ${names.join(', ')}`,
  );
  const result = spawnSync(build[0]!, build.slice(1), { stdio: 'inherit', env: buildEnv });
  if (result.status !== 0) {
    console.error(`check-secrets: the build failed (${result.error?.message ?? result.status}).`);
    process.exit(result.status ?? 1);
  }
}

let scan: ReturnType<typeof scanDirectory>;
try {
  scan = scanDirectory(dir, { publishableKey, privateValues: [...values, ...sentinels] });
} catch (error) {
  console.error(`check-secrets: ${(error as Error).message}`);
  process.exit(1);
}
if (scan.files === 0) {
  console.error(`check-secrets: ${dir} holds no files: nothing was checked.`);
  process.exit(1);
}
const searched = [
  ...values.map(({ name }) => name),
  ...sentinels.map(({ name }) => `${name} (sentinel)`),
];
console.log(
  `check-secrets: scanned ${scan.files} files in ${dir} for secret keys, JWTs other than the publishable key` +
    (searched.length > 0 ? `, and the values of ${searched.join(', ')}` : '') +
    '.',
);
if (skipped.length > 0) console.log(`check-secrets: not searched for: ${skipped.join('; ')}.`);
if (scan.findings.length > 0) {
  console.error(`check-secrets: ${scan.findings.length} secret(s) found in the built files:`);
  for (const finding of scan.findings) {
    console.error(`  ${finding.file}: ${finding.kind}: ${finding.detail}`);
  }
  process.exit(1);
}
console.log('check-secrets: no secret found.');
