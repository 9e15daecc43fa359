import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. Without a browser (prerendering, hydration) it
 * answers `serverAnswer`, so the first client render matches the HTML it hydrates.
 */
export function useMediaQuery(query: string, serverAnswer: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverAnswer,
  );
}
