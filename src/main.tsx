/**
 * The entry the pages load: the site stylesheet (which the prerendered pages carry inline) and a
 * small starter. Prerendered HTML is complete without JavaScript, so the app's code is fetched and
 * run only once the page has loaded and been painted: neither its download nor its running can
 * hold up what the visitor sees first, nor compete with the hero image for the connection.
 */
import './styles/global.css';

/** Resolves once the load event has fired: every image, font and stylesheet of the page is in. */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the browser has reported the first contentful paint, which it does only after
 * the frame has been presented (a frame callback alone runs before it). A browser without paint
 * timing, or a tab that paints nothing because it is hidden, waits at most `fallbackMs`.
 */
function painted(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, fallbackMs);
    let observer: PerformanceObserver | undefined;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}

await loaded();
await painted(1000);
// Framework-free, so that the worker's registration and notices never wait for the app.
void import('./features/pwa/worker-registration').then(({ registerWorker }) => registerWorker());
// One import, whose chunks Vite fetches side by side (not one after another).
await import('./boot');
