import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorCopy } from '../content/errors';
import { NOT_FOUND_CONSOLE_MESSAGE } from '../lib/constants';
import { prerenderedPage } from '../lib/page-marks';

/**
 * Whether the document is the prerendered 404 page, whose first script has already logged its
 * path (src/first-script.ts): the screen that hydrates it does not log it again. Read once,
 * as the app's code is loaded; false when rendering without a browser.
 */
let pathLoggedByPage = typeof document !== 'undefined' && prerenderedPage() === '404';

export function NotFoundScreen() {
  // The path this screen was rendered for: the live location already points elsewhere while a
  // navigation away from here is under way.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  useEffect(() => {
    if (!pathname) return;
    if (pathLoggedByPage) {
      pathLoggedByPage = false;
      return;
    }
    console.error(NOT_FOUND_CONSOLE_MESSAGE + pathname);
  }, [pathname]);

  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <title>{errorCopy.notFound.documentTitle}</title>
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{errorCopy.notFound.title}</h1>
      <p>{errorCopy.notFound.text}</p>
      <Link to="/" className="button button-primary">
        {errorCopy.notFound.homeLink}
      </Link>
    </section>
  );
}
