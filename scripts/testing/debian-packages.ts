/**
 * Installs a Debian package for a tool the tests need, when this machine can: root on Debian.
 * Says what it does; returns whether apt-get installed it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function canInstallDebianPackages(): boolean {
  return isRoot() && existsSync('/etc/debian_version');
}

export function installDebianPackage(name: string, who: string): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`${who}: installing Debian's ${name} package with apt-get.`);
  const updated = spawnSync('apt-get', ['update'], { stdio: 'inherit', env, timeout: 10 * 60_000 });
  const installed =
    updated.status === 0 &&
    spawnSync('apt-get', ['install', '-y', name], {
      stdio: 'inherit',
      env,
      timeout: 15 * 60_000,
    }).status === 0;
  if (!installed) console.error(`${who}: apt-get could not install ${name}.`);
  return installed;
}
