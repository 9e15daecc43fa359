/**
 * Makes sure the row level security tests (supabase/tests) have PostgreSQL's server programs, and
 * says which ones or what is missing. Order: $POSTGRES_BIN_DIR or Debian's /usr/lib/postgresql;
 * else, as root on Debian, `apt-get install postgresql`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPostgresBinDir, POSTGRES_MISSING_MESSAGE } from './lib/postgres-server';

function found(how: string): never {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    console.error(`ensure-postgres: ${how} reported success, but initdb and pg_ctl are not found.`);
    process.exit(1);
  }
  console.log(`ensure-postgres: using PostgreSQL in ${binDir}${how ? ` (${how})` : ''}.`);
  process.exit(0);
}

if (findPostgresBinDir()) found('');

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/etc/debian_version') && !process.env.POSTGRES_BIN_DIR) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log("ensure-postgres: installing Debian's postgresql package with apt-get.");
  const updated = spawnSync('apt-get', ['update'], { stdio: 'inherit', env, timeout: 10 * 60_000 });
  const installed =
    updated.status === 0 &&
    spawnSync('apt-get', ['install', '-y', 'postgresql'], {
      stdio: 'inherit',
      env,
      timeout: 15 * 60_000,
    }).status === 0;
  if (installed) found('installed with apt-get');
  console.error('ensure-postgres: apt-get could not install postgresql.');
}

console.error(
  process.env.POSTGRES_BIN_DIR
    ? `ensure-postgres: POSTGRES_BIN_DIR is ${process.env.POSTGRES_BIN_DIR}, which holds no initdb and pg_ctl.`
    : `ensure-postgres: ${POSTGRES_MISSING_MESSAGE}`,
);
process.exit(1);
