/**
 * Where the end-to-end tests find their browsers (docs/testing.md#browsers): a Chromium for the
 * Chromium projects, and Debian's Firefox and WebKit for the cross-engine ones, since Playwright
 * cannot download its own builds of those here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, the fallback on machines where Playwright cannot download its own. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell, the browser Playwright itself runs headless tests
 * in: a third less CPU a test than the whole browser, on a machine the suite keeps busy. It has no
 * badge, notifications or install offer, so the installed app's specs take the whole browser.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export interface BrowserChoice {
  /** undefined means Playwright's own Chromium (its headless shell, for a headless launch). */
  executablePath: string | undefined;
  description: string;
}

/** Which Chromium: the whole browser, or the headless shell where a test needs no more. */
export type ChromiumKind = 'browser' | 'headless-shell';

/**
 * Playwright's own Chromium, else $CHROMIUM_PATH, else Debian's (its headless shell first, when
 * that is asked for); null when none is present.
 */
export function findBrowser(kind: ChromiumKind = 'browser'): BrowserChoice | null {
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) {
    return { executablePath: undefined, description: `Playwright's Chromium (${bundled})` };
  }
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) {
    return { executablePath: fromEnv, description: `CHROMIUM_PATH (${fromEnv})` };
  }
  if (kind === 'headless-shell' && existsSync(SYSTEM_HEADLESS_SHELL)) {
    return {
      executablePath: SYSTEM_HEADLESS_SHELL,
      description: `system Chromium headless shell (${SYSTEM_HEADLESS_SHELL})`,
    };
  }
  if (existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: SYSTEM_CHROMIUM, description: `system Chromium (${SYSTEM_CHROMIUM})` };
  }
  return null;
}

/** The Debian packages the Chromium projects still lack: the browser, and its headless shell. */
export function missingChromiumPackages(): string[] {
  const shell = findBrowser('headless-shell');
  return [
    ...(findBrowser() ? [] : ['chromium']),
    ...(!shell || shell.executablePath === SYSTEM_CHROMIUM ? ['chromium-headless-shell'] : []),
  ];
}

/**
 * Flags for a sandboxed CI machine with no outside network: without the background-networking
 * switches Chromium keeps trying to reach Google's services and floods the log with refusals.
 */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Headless Chromium has no pointer that hovers, as a desk's mouse does (the media query
 * `(hover: hover)`): these flags give it one. A page that emulates touch still has none.
 */
export const MOUSE_ARGS = [
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

/** Launches that browser for a script (screenshots, the perf report), or exits saying how to get one. */
export async function launchBrowser(): Promise<Browser> {
  const choice = findBrowser();
  if (!choice) {
    console.error('No Chromium found: run "npx tsx scripts/testing/ensure-browser.ts" first.');
    process.exit(1);
  }
  return chromium.launch({ executablePath: choice.executablePath, args: CHROMIUM_ARGS });
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

/** A program the tests need: its name, its Debian package, its path (null: missing). */
const program = (description: string, debianPackage: string, path: string | null) => ({
  description,
  debianPackage,
  path,
});

/**
 * What the Chromium projects need besides the browser: the private session bus on which
 * tests/installed-app-platform.spec.ts plays the desktop's notification server.
 */
export function chromiumPrograms() {
  return {
    dbusDaemon: program(
      'dbus-daemon (a private session bus)',
      'dbus-daemon',
      found('/usr/bin/dbus-daemon'),
    ),
  };
}

/**
 * What the cross-engine projects drive, and the fonts every engine sets text in.
 */
export function crossEnginePrograms() {
  return {
    firefox: program('Firefox ESR', 'firefox-esr', found('/usr/bin/firefox-esr')),
    webkitDriver: program(
      "WebKitGTK's WebDriver",
      'webkit2gtk-driver',
      found('/usr/bin/WebKitWebDriver'),
    ),
    // A dependency of webkit2gtk-driver, so installing that installs it.
    miniBrowser: program("WebKitGTK's MiniBrowser", 'webkit2gtk-driver', findMiniBrowser()),
    // WebKitGTK draws into an X display even when nobody looks: a virtual one.
    xvfb: program('Xvfb (a virtual X display)', 'xvfb', found('/usr/bin/Xvfb')),
    // The Linux fonts the site's fallback faces are matched to (scripts/build/font-fallbacks.ts),
    // as a Linux visitor has them: without them every engine falls back unmatched.
    linuxFonts: program(
      'Liberation fonts',
      'fonts-liberation',
      found('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'),
    ),
  };
}

/** The Debian packages still to install for these programs, each named once. */
export function missingPackagesOf(programs: Record<string, ReturnType<typeof program>>): string[] {
  const missing = Object.values(programs).filter((needed) => !needed.path);
  return [...new Set(missing.map((needed) => needed.debianPackage))];
}

/** The Debian packages still to install for the cross-engine projects, each named once. */
export function missingCrossEnginePackages(): string[] {
  return missingPackagesOf(crossEnginePrograms());
}
