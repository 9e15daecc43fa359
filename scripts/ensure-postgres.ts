/**
 * Makes sure the row level security tests (supabase/tests) have PostgreSQL's server programs, and
 * says which ones or what is missing. Order: $POSTGRES_BIN_DIR or Debian's /usr/lib/postgresql;
 * else, as root on Debian, `apt-get install postgresql`.
 */
import { canInstallDebianPackages, installDebianPackage } from './lib/debian-packages';
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

if (
  canInstallDebianPackages() &&
  !process.env.POSTGRES_BIN_DIR &&
  installDebianPackage('postgresql', 'ensure-postgres')
) {
  found('installed with apt-get');
}

console.error(
  process.env.POSTGRES_BIN_DIR
    ? `ensure-postgres: POSTGRES_BIN_DIR is ${process.env.POSTGRES_BIN_DIR}, which holds no initdb and pg_ctl.`
    : `ensure-postgres: ${POSTGRES_MISSING_MESSAGE}`,
);
process.exit(1);
