/**
 * Firefox, driven by Puppeteer over WebDriver BiDi: one browser per test worker, and a browser
 * context (a fresh profile: no worker, nothing stored) per test.
 */
import { setTimeout } from 'node:timers/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { PHONE_SCREEN, type ColorScheme, type EngineSession } from './engine-session';

export function launchFirefox(executablePath: string, colorScheme: ColorScheme): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // WebDriver BiDi has no emulation of the scheme; this preference sets what pages see (0 dark).
    ...(colorScheme === 'dark'
      ? { extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': 0 } }
      : {}),
  });
}

/**
 * What Firefox logs, as errors, for loads still under way when the page left (a reload, a link
 * followed, the test's end): cancelled with the page, not failed. Logged while the page stays,
 * each is a fault like any other.
 */
const CANCELLED_BY_LEAVING = [
  // A request its service worker was answering.
  /A ServiceWorker intercepted the request and encountered an unexpected error/,
  // A typeface still downloading: status NS_BINDING_ABORTED, a load its page cancelled.
  /downloadable font: download failed .*status=2152398850 /,
];

/**
 * What each page says, before its loads are cancelled, when the visitor makes it leave: a link
 * followed, a form posted. Firefox logs the cancelled modules before its automation reports the
 * next page's request (a worker answers that one first), so only the page itself is in time. Its
 * `navigate` event, not `beforeunload`, which would keep the page out of the back-forward cache;
 * it does not fire for the automation's own navigations, hence `leave` below.
 */
const LEAVING_MARK = 'e2e: this page is leaving';
function sayWhenLeaving(mark: string) {
  navigation.addEventListener('navigate', (event) => {
    if (!event.destination.sameDocument) console.debug(mark);
  });
}

/**
 * Firefox's answer to a navigate command can fail to come though the page arrived: once in some
 * 200 runs of one test, the next page showed and Puppeteer saw its DOMContentLoaded, and the
 * command went unanswered until the browser closed. So the test also watches for the arrival
 * itself: a document other than the one it left (which it marked), past loading. The command's
 * own failure, or Puppeteer's timeout for the page, still fails the step first.
 */
const LEFT_MARK = 'e2e: this document was left';
function markTheDocumentLeft(mark: string) {
  (window as unknown as Record<string, boolean>)[mark] = true;
}
function isTheNextDocument(mark: string) {
  return !(mark in window) && document.readyState !== 'loading';
}
async function arrival(page: Page, settled: AbortSignal): Promise<void> {
  // Puppeteer's own limit for a page: started after its, this one ends after it too.
  const timeoutMs = page.getDefaultNavigationTimeout();
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (settled.aborted) return;
    // A look can fail while the documents change over; the next one tries again.
    if (await page.evaluate(isTheNextDocument, LEFT_MARK).catch(() => false)) return;
    await setTimeout(100);
  }
  throw new Error(`No page arrived within ${timeoutMs / 1000} s`);
}

export async function openFirefoxSession(browser: Browser): Promise<EngineSession> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Puppeteer's `isMobile` and `hasTouch` reach Firefox only over CDP, which it no longer has:
  // the window is a phone's size, with a mouse (pointer: fine).
  await page.setViewport(PHONE_SCREEN);
  const consoleErrors: string[] = [];
  // Set as the page starts to leave, by the test (`leave`) or the visitor (the page's mark), and
  // cleared in one place: once the window has arrived (the next document's DOM, or a fragment).
  let leaving = false;
  await page.evaluateOnNewDocument(sayWhenLeaving, LEAVING_MARK);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  const leave = async (going: () => Promise<unknown>) => {
    leaving = true;
    await going();
  };
  const leaveForTheNextDocument = (going: () => Promise<unknown>) =>
    leave(async () => {
      const marked = await page.evaluate(markTheDocumentLeft, LEFT_MARK).then(
        () => true,
        () => false,
      );
      const answered = going();
      if (!marked) return answered;
      const settled = new AbortController();
      try {
        await Promise.race([answered, arrival(page, settled.signal)]);
      } finally {
        settled.abort();
        // Its answer, if it ever comes, is the next document's business.
        answered.catch(() => undefined);
      }
    });
  const record = (text: string) => {
    if (leaving && CANCELLED_BY_LEAVING.some((cancelled) => cancelled.test(text))) return;
    consoleErrors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'debug' && message.text() === LEAVING_MARK) leaving = true;
    if (message.type() === 'error') record(message.text());
  });
  page.on('pageerror', (error) => record(`Uncaught: ${String(error)}`));
  return {
    consoleErrors,
    navigate: (url) =>
      leaveForTheNextDocument(() => page.goto(url, { waitUntil: 'domcontentloaded' })),
    reload: () => leaveForTheNextDocument(() => page.reload({ waitUntil: 'domcontentloaded' })),
    // A string is evaluated as it is, not as a function of Puppeteer's to call with arguments.
    run: (body, argument) =>
      page.evaluate(`(function () {\n${body}\n}).call(null, ${JSON.stringify(argument)})`),
    click: (x, y) => page.mouse.click(x, y),
    movePointer: (x, y) => page.mouse.move(x, y),
    type: (text) => page.keyboard.type(text),
    pressKey: (key) => page.keyboard.press(key),
    screenshot: async () => Buffer.from(await page.screenshot()),
    setOffline: (offline) => page.setOfflineMode(offline),
    close: () => leave(() => context.close()),
  };
}
