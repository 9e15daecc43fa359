import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorCopy } from '../content/errors';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
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
