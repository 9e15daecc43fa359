/**
 * The entry the pages load: the site stylesheet (which the prerendered pages carry inline) and a
 * small starter. Prerendered HTML is complete without JavaScript, so the app's code is fetched and
 * run only after the browser has painted the page: neither its download nor its running can hold
 * up what the visitor sees first.
 */
import './styles/global.css';

/** Resolves just after the next frame is painted (a frame callback runs just before it). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await afterNextPaint();
// One import, whose chunks Vite fetches side by side (not one after another).
await import('./boot');
