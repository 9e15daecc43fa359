/**
 * `npm run audit`: `npm audit --omit=dev`, failing on any high or critical advisory; without a
 * report, a banner and a pass unless AUDIT_STRICT=1 or --strict (decision 0026).
 */
import { spawnSync } from 'node:child_process';
import { BLOCKING, readAudit } from './npm-audit';

const strict = process.argv.includes('--strict') || process.env.AUDIT_STRICT === '1';
const command = ['audit', '--omit=dev', '--audit-level=high'];
const result = spawnSync('npm', [...command, '--json'], { encoding: 'utf8', timeout: 120_000 });
const outcome = readAudit(result.stdout ?? '');

switch (outcome.kind) {
  case 'pass': {
    const { low, moderate } = outcome.counts;
    console.log(
      `audit: npm ${command.join(' ')}: no high or critical advisory (low ${low}, moderate ${moderate}).`,
    );
    break;
  }
  case 'fail': {
    const { high, critical } = outcome.counts;
    console.error(
      `audit: ${high} high and ${critical} critical advisories in production dependencies:`,
    );
    // npm's own listing: the packages, the advisories and the fixes.
    spawnSync('npm', command, { stdio: 'inherit', timeout: 120_000 });
    process.exitCode = 1;
    break;
  }
  case 'unavailable': {
    const line = '!'.repeat(78);
    console.error(
      [
        line,
        `audit: NOT CHECKED. npm audit got no advisory report: ${outcome.reason}`,
        `audit: the production dependencies have NOT been checked for ${BLOCKING.join(' or ')} advisories.`,
        strict
          ? 'audit: AUDIT_STRICT is set, so this fails.'
          : 'audit: not failing (the registry offers no audit endpoint here); set AUDIT_STRICT=1 where it does.',
        line,
      ].join('\n'),
    );
    process.exitCode = strict ? 1 : 0;
    break;
  }
}
