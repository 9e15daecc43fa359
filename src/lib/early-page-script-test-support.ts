/** For unit tests: the page's early script, run as the browser runs it. */
import { EARLY_PAGE_SCRIPT } from './early-page-script';

/** Runs the page's early script over this body, as the browser does once it is parsed. */
export function runEarlyScript(body = '') {
  document.body.innerHTML = body;
  // Each run adds its listeners to the document; the next test gets a fresh one.
  const listeners = new AbortController();
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
    add(type, listener, {
      ...(typeof options === 'object' ? options : { capture: options }),
      signal: listeners.signal,
    }),
  );
  new Function(EARLY_PAGE_SCRIPT)();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  document.dispatchEvent(new Event('readystatechange'));
  listeners.abort();
}
