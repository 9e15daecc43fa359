import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorCopy } from '../content/errors';

/** Shown when a page fails to render. The error goes to the console, never to the visitor. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);

  return (
    <section className="status-screen" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{errorCopy.unexpected.title}</h1>
      <p>{errorCopy.unexpected.text}</p>
      <div className="button-row">
        {/* A full page load, so the visitor leaves whatever state broke the page behind. */}
        <a href="/" className="button button-primary">
          {errorCopy.unexpected.homeLink}
        </a>
        <button type="button" className="button button-secondary" onClick={reset}>
          {errorCopy.unexpected.retry}
        </button>
      </div>
    </section>
  );
}
