import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorCopy } from '../content/errors';

/**
 * Shown when a page fails to render, or a part of it whose code came whole throws as it runs
 * (src/runtime/download.ts). The error goes to the console, once, as React reports every error a
 * boundary catches; never to the visitor.
 */
export function ErrorScreen({ reset }: ErrorComponentProps) {
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
