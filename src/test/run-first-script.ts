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

/**
 * Runs the page's first script over this body, as the browser does once it is parsed. Its
 * document listeners end with the run (but its wait to be shown); its window listeners (load,
 * online) with the next run.
 */
export function runFirstScript(body = '') {
  lastRunOnWindow.abort();
  lastRunOnWindow = new AbortController();
  listenWith(window, lastRunOnWindow.signal);
  document.body.innerHTML = body;
  // Each run adds its listeners to the document; the next test gets a fresh one.
  const listeners = new AbortController();
  listenWith(document, listeners.signal);
  runAsTheBrowserDoes();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  document.dispatchEvent(new Event('readystatechange'));
  listeners.abort();
}
