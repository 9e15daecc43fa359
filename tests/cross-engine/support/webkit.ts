/**
 * WebKit, as WebKitGTK's MiniBrowser driven by Selenium through WebKitGTK's WebDriver. A driver
 * takes one session at a time, so each test worker starts its own, on its own virtual display;
 * each test gets a new session, whose browser keeps nothing on disk (a fresh profile).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Builder, Key as SeleniumKey, Origin } from 'selenium-webdriver';
import { PHONE_SCREEN, type ColorScheme, type EngineSession, type Key } from './engine-session';

export interface WebKitDriver {
  url: string;
  stop(): Promise<void>;
}

const KEYS: Record<Key, string> = {
  Escape: SeleniumKey.ESCAPE,
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
};

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const killLater = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(killLater);
}

/**
 * A virtual X display the size of a phone's screen. Xvfb picks a free display itself and names it
 * on a pipe (`-displayfd`), so workers starting together never race for the same one.
 */
async function startVirtualDisplay(
  xvfb: string,
): Promise<{ display: string; child: ChildProcess }> {
  const { width, height } = PHONE_SCREEN;
  const child = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  const named = (child.stdio[3] as Readable).setEncoding('utf8');
  const number = await new Promise<string>((resolve, reject) => {
    named.on('data', (text: string) => resolve(text.trim()));
    child.once('exit', () => reject(new Error(`Xvfb exited before it was ready:\n${said}`)));
  });
  return { display: `:${number}`, child };
}

async function untilAnswering(url: string, driver: ChildProcess, said: () => string) {
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited:\n${said()}`);
    const ready = await fetch(`${url}/status`).then(
      async (answer) =>
        answer.ok && ((await answer.json()) as { value?: { ready?: boolean } }).value?.ready,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer ${url} within 20 s:\n${said()}`);
}

/** What a worker's driver runs: the programs, the port it listens on, and the device's scheme. */
export interface WebKitDriverPrograms {
  xvfb: string;
  webkitDriver: string;
  port: number;
  colorScheme: ColorScheme;
}

/** WebKitGTK's WebDriver on `port`, drawing on a virtual display of its own. */
export async function startWebKitDriver(programs: WebKitDriverPrograms): Promise<WebKitDriver> {
  const display = await startVirtualDisplay(programs.xvfb);
  const driver = spawn(programs.webkitDriver, [`--port=${programs.port}`], {
    env: {
      ...process.env,
      DISPLAY: display.display,
      // WebKitGTK takes the scheme from the GTK theme of the browser, which the driver starts.
      ...(programs.colorScheme === 'dark' ? { GTK_THEME: 'Adwaita:dark' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  const keep = (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000));
  driver.stdout?.on('data', keep);
  driver.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${programs.port}`;
  const stopBoth = async () => {
    await stop(driver);
    await stop(display.child);
  };
  try {
    await untilAnswering(url, driver, () => said);
  } catch (error) {
    await stopBoth();
    throw error;
  }
  return { url, stop: stopBoth };
}

/** How long a new session may take before its driver is taken for stuck (it takes 1-3 s). */
const SESSION_START_MS = 15_000;

/**
 * A new session on the worker's driver or, if none comes within SESSION_START_MS, on a new driver
 * in its place: WebKitGTK's driver now and then never answers a request for a session (once in 40
 * repeated tests here, for the test's whole 45 s). Nothing of the site has been opened by then.
 */
export async function openWebKitSessionOrRestart(worker: {
  driver: WebKitDriver;
  programs: WebKitDriverPrograms;
  miniBrowser: string;
}): Promise<EngineSession> {
  const { miniBrowser } = worker;
  const opening = openWebKitSession(worker.driver.url, miniBrowser);
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<null>(
    (resolve) => (timer = setTimeout(resolve, SESSION_START_MS, null)),
  );
  const session = await Promise.race([opening, stuck]).finally(() => clearTimeout(timer));
  if (session) return session;
  opening.catch(() => {}); // it fails once its driver is stopped
  await worker.driver.stop();
  worker.driver = await startWebKitDriver(worker.programs);
  return openWebKitSession(worker.driver.url, miniBrowser);
}

async function openWebKitSession(driverUrl: string, miniBrowser: string): Promise<EngineSession> {
  const driver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // `get` resolves at the load event. With 'eager' (at DOMContentLoaded) WebKitGTK 2.50's
      // driver holds the next script until the page-load timeout; with 'none' it runs it in the
      // page before.
      pageLoadStrategy: 'normal',
      // Full screen hides MiniBrowser's toolbar, which would keep the window 447 px wide at least.
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation', '--full-screen'] },
    })
    .build();
  await driver.manage().window().setRect(PHONE_SCREEN);
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 10_000 });
  return {
    navigate: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    run: (body, argument) => driver.executeScript(body, argument),
    click: (x, y) =>
      driver.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
    movePointer: (x, y) =>
      driver.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).perform(),
    type: (text) => driver.actions({ async: true }).sendKeys(text).perform(),
    pressKey: (key) => driver.actions({ async: true }).sendKeys(KEYS[key]).perform(),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    close: () => driver.quit(),
  };
}
