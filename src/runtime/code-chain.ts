import { loadWhenReachable } from './retry';

/**
 * What the build puts in place of Vite's preload helper (scripts/build/code-chain-plugin.ts): every
 * dynamic import of the app's code, ours and our packages' alike (the router's pages, workbox-window,
 * sonner, supabase-js), comes here with its chain of files as Vite lists them (relative to the
 * site's base), and is downloaded by the one rule for code: the whole chain at once, tried again
 * until it comes (./retry.ts).
 */
export function downloadChain<T>(load: () => Promise<T>, chain?: readonly string[]): Promise<T> {
  return loadWhenReachable(
    load,
    (chain ?? []).map((file) => `${import.meta.env.BASE_URL}${file}`),
  );
}
