/**
 * What React recovered from while hydrating (it rendered that part afresh) is reported as React
 * does by default, and with what was thrown: the production build's own message is only a
 * number ("Minified React error #422"), which says that something threw, not what.
 */
export function reportWithCause(error: unknown): void {
  reportError(error);
  if (error instanceof Error && error.cause !== undefined) {
    console.error('While hydrating, React recovered from:', error.cause);
  }
}
