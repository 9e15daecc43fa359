/**
 * Makes sure the end-to-end tests have their browsers (./browser.ts), installing what is missing
 * where it can (docs/testing.md#browsers). --check: only says what is there and what is missing.
 */
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages';
import {
  chromiumPrograms,
  crossEnginePrograms,
  findBrowser,
  missingChromiumPackages,
  missingCrossEnginePackages,
  missingPackagesOf,
} from './browser';

const WHO = 'ensure-browser';

function missingPackages(): string[] {
  return [
    ...missingChromiumPackages(),
    ...missingPackagesOf(chromiumPrograms()),
    ...missingCrossEnginePackages(),
  ];
}

/** What each project has, one line each. */
function report(): void {
  for (const kind of ['browser', 'headless-shell'] as const) {
    const chromium = findBrowser(kind);
    console.log(`${WHO}: Chromium (${kind}): ${chromium ? chromium.description : 'missing'}.`);
  }
  for (const program of [
    ...Object.values(chromiumPrograms()),
    ...Object.values(crossEnginePrograms()),
  ]) {
    const where = program.path ?? `missing (Debian's ${program.debianPackage})`;
    console.log(`${WHO}: ${program.description}: ${where}.`);
  }
}

if (process.argv.includes('--check')) {
  report();
  process.exit(missingPackages().length > 0 ? 1 : 0);
}

// Debian's first where this machine can install them: Playwright's download needs a host that a
// CI machine, with no internet but Debian's and npm's, may never answer.
const missing = missingPackages();
if (missing.length > 0 && canInstallDebianPackages()) installDebianPackages(missing, WHO);
if (!findBrowser()) {
  console.log(`${WHO}: running npx playwright install chromium`);
  const downloaded = spawnSync('npx', ['playwright', 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 5 * 60_000,
  });
  if (downloaded.status !== 0 || !findBrowser()) {
    console.log(`${WHO}: Playwright could not download its Chromium (no access to its host?).`);
  }
}
report();

const stillMissing = missingPackages();
if (stillMissing.length === 0) process.exit(0);
console.error(
  `${WHO}: the end-to-end tests cannot run without these. On Debian or Ubuntu: ` +
    `sudo apt-get install ${stillMissing.join(' ')}` +
    (stillMissing.includes('chromium')
      ? '; for Chromium, "npx playwright install chromium" or CHROMIUM_PATH set to one also do.'
      : '.'),
);
process.exit(1);
