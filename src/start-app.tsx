import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { yieldToMain } from './runtime/yield-to-main';
import { reportWithCause } from './lib/report-with-cause';
import { PRERENDERED_HEAD_ATTRIBUTE, prerenderedPage } from './lib/page-marks';
import { stopPrerendering } from './runtime/prerender-on-hover';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app into');

// The start is cut into tasks, so that input arriving meanwhile waits for none of them long:
// React's modules have just run; the router's and the app's modules next, in a task of their own
// (asked for here, not imported above, where they would run in React's); creating the router, then
// loading the page's own code; hydration last.
await yieldToMain();
const [{ App }, { createAppRouter, showsNotFound }] = await Promise.all([
  import('./app/app'),
  import('./app/router'),
]);
await yieldToMain();
const router = createAppRouter();
// From here the router answers the site's links: nothing more is prerendered for them.
stopPrerendering();
await yieldToMain();
// The page's own code first, so the first render matches the prerendered markup exactly.
await router.load();

const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

// Prerendered HTML (scripts/build/prerender-plugin.ts) is hydrated when it is the page the router
// arrived at: the same path, or the 404 page for a path no page has. Otherwise (a redirect, such
// as /disclaimer after accepting it) the app renders afresh over it.
const prerendered = prerenderedPage();
const hydrating =
  prerendered === '404' ? showsNotFound(router) : prerendered === router.state.location.pathname;
await yieldToMain();
if (hydrating) {
  // What TanStack Router's own server rendering would set: the markup came from a server render,
  // so the router renders the same tree (no extra Suspense boundary at the top) as it did there.
  router.ssr = { manifest: undefined };
  // React adds the page's meta and link tags to the head itself; the prerendered copies (for
  // crawlers and link previews) go, so that none is there twice. The title stays: React takes the
  // head's first title over as its own, and a document without one, even for a moment, is
  // announced and measured as untitled.
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]:not(title)`)) {
    tag.remove();
  }
  // In a transition, React hydrates in slices, yielding to the browser between them: at default
  // priority it is one long task (decision 0031 has the figures), which a tap then waits behind. A press on a part not yet hydrated makes React hydrate that part first and replay it.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportWithCause });
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
