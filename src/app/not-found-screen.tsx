import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorCopy } from '../content/errors';

export function NotFoundScreen() {
  // The path this screen was rendered for: the live location already points elsewhere while a
  // navigation away from here is under way.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  useEffect(() => {
    if (pathname)
      console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
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
