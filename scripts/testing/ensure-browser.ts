/**
 * Makes sure the end-to-end tests have a Chromium, and says which one or what is missing.
 * Order: an installed browser (Playwright's, $CHROMIUM_PATH, /usr/bin/chromium); else
 * `playwright install chromium`; else, as root on Debian, `apt-get install chromium`.
 * With --check it only says whether one is installed (exit 1 if not) and installs nothing: .ci/run
 * asks so, to take Debian's only when none is present.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackage } from './debian-packages';
import { findBrowser, SYSTEM_CHROMIUM } from './browser';

function run(command: string, args: string[], timeoutMs: number): boolean {
  console.log(`ensure-browser: running ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs });
  return result.status === 0;
}

function found(how: string): never {
  const browser = findBrowser();
  if (!browser) {
    console.error(
      `ensure-browser: ${how} reported success, but no Chromium can be found afterwards.`,
    );
    process.exit(1);
  }
  console.log(`ensure-browser: using ${browser.description}${how ? ` (${how})` : ''}.`);
  process.exit(0);
}

if (process.argv.includes('--check')) {
  const browser = findBrowser();
  console.log(
    `ensure-browser: ${browser ? `${browser.description} is installed` : 'no Chromium installed'}.`,
  );
  process.exit(browser ? 0 : 1);
}

if (findBrowser()) found('');

if (run('npx', ['playwright', 'install', 'chromium'], 5 * 60_000) && findBrowser()) {
  found('installed with "playwright install chromium"');
}
console.log(
  'ensure-browser: Playwright could not download its Chromium (no access to its download host?).',
);

if (canInstallDebianPackages() && installDebianPackage('chromium', 'ensure-browser')) {
  if (existsSync(SYSTEM_CHROMIUM)) found('installed with apt-get');
}

console.error(
  [
    'ensure-browser: no Chromium available for the end-to-end tests. Any one of these fixes it:',
    '  - npx playwright install chromium',
    '  - sudo apt-get install chromium   (Debian/Ubuntu)',
    '  - set CHROMIUM_PATH to a Chromium or Chrome executable',
  ].join('\n'),
);
process.exit(1);
