/**
 * Where the cross-engine end-to-end projects find Firefox and WebKit: Debian's packages, since
 * Playwright cannot download its own builds here (docs/testing.md).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface CrossEngineProgram {
  /** What it is, as a sentence names it. */
  description: string;
  /** The Debian package that installs it. */
  debianPackage: string;
  /** Its path, or null when it is not installed. */
  path: string | null;
}

const found = (path: string) => (existsSync(path) ? path : null);

/** WebKitGTK's own browser, which WebKitWebDriver drives; under /usr/lib/<multiarch triplet>/. */
function findMiniBrowser(): string | null {
  const triplets = existsSync('/usr/lib') ? readdirSync('/usr/lib') : [];
  const candidates = triplets
    .filter((name) => name.endsWith('-linux-gnu'))
    .map((triplet) => join('/usr/lib', triplet, 'webkit2gtk-4.1', 'MiniBrowser'));
  return candidates.find(existsSync) ?? null;
}

export function crossEnginePrograms() {
  return {
    firefox: {
      description: 'Firefox ESR',
      debianPackage: 'firefox-esr',
      path: found('/usr/bin/firefox-esr'),
    },
    webkitDriver: {
      description: "WebKitGTK's WebDriver",
      debianPackage: 'webkit2gtk-driver',
      path: found('/usr/bin/WebKitWebDriver'),
    },
    miniBrowser: {
      description: "WebKitGTK's MiniBrowser",
      // A dependency of webkit2gtk-driver, so installing that installs it.
      debianPackage: 'webkit2gtk-driver',
      path: findMiniBrowser(),
    },
    // WebKitGTK draws into an X display even when nobody looks: a virtual one.
    xvfb: {
      description: 'Xvfb (a virtual X display)',
      debianPackage: 'xvfb',
      path: found('/usr/bin/Xvfb'),
    },
  } satisfies Record<string, CrossEngineProgram>;
}

/** The Debian packages still to install for the cross-engine projects, each named once. */
export function missingCrossEnginePackages(): string[] {
  const missing = Object.values(crossEnginePrograms()).filter((program) => !program.path);
  return [...new Set(missing.map((program) => program.debianPackage))];
}
