/** For unit tests: the page's first script, run as the browser runs it. */
import { runFirstScript as runAsTheBrowserDoes } from '../first-script';

/** The window's listeners of the last run: they wait for load, so they outlive the run itself. */
let lastRunOnWindow = new AbortController();

/** Adds every listener that `target` is given from now on with this signal. */
function listenWith(target: Document | Window, signal: AbortSignal) {
  const add = target.addEventListener.bind(target);
  vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) =>
    add(type, listener, {
      ...(typeof options === 'object' ? options : { capture: options }),
      // A prerendered page's wait to be shown outlives the run, as the window's do.
      signal: type === 'prerenderingchange' ? lastRunOnWindow.signal : signal,
    }),
  );
}

/** What a test does at the two moments of a run, while the page's document listeners stand. */
export interface FirstScriptMoments {
  /** After the script, in the page's head, and before the body is parsed: before the first paint. */
  whileParsing?: () => void;
  /** Once the body is parsed and the script has done what it does then. */
  onceParsed?: () => void;
}

/**
 * Runs the page's first script as the browser does: in the head, the body not parsed yet; then
 * this body parsed. Its document listeners end with the run (but its wait to be shown); its window
 * listeners (load, online) with the next run.
 */
export function runFirstScript(body = '', { whileParsing, onceParsed }: FirstScriptMoments = {}) {
  lastRunOnWindow.abort();
  lastRunOnWindow = new AbortController();
  listenWith(window, lastRunOnWindow.signal);
  document.body.replaceChildren();
  // Each run adds its listeners to the document; the next test gets a fresh one.
  const listeners = new AbortController();
  listenWith(document, listeners.signal);
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  runAsTheBrowserDoes();
  whileParsing?.();
  document.body.innerHTML = body;
  readyState.mockReturnValue('interactive');
  document.dispatchEvent(new Event('readystatechange'));
  onceParsed?.();
  listeners.abort();
}
