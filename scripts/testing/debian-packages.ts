/** Installs Debian packages for tools the tests need, when this machine can: root on Debian. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function canInstallDebianPackages(): boolean {
  return isRoot() && existsSync('/etc/debian_version');
}

/** All of them with one `apt-get update`. */
export function installDebianPackages(names: readonly string[], who: string): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`${who}: installing Debian's ${names.join(', ')} with apt-get.`);
  const updated = spawnSync('apt-get', ['update', '-qq'], {
    stdio: 'inherit',
    env,
    timeout: 10 * 60_000,
  });
  const installed =
    updated.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...names], {
      stdio: 'inherit',
      env,
      timeout: 15 * 60_000,
    }).status === 0;
  if (!installed) console.error(`${who}: apt-get could not install ${names.join(', ')}.`);
  return installed;
}
