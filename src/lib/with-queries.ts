import type { ComponentType } from 'react';

/**
 * A part's loader that brings react-query with the part's code, its component inside the one
 * client: for a lazy part that fetches (`lazyPart(withQueries(load))`).
 */
export function withQueries<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): () => Promise<ComponentType<Props>> {
  return async () => {
    const [Component, { withQueryProvider }] = await Promise.all([
      load(),
      import('./query-client'),
    ]);
    return withQueryProvider(Component);
  };
}
