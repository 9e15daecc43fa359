/**
 * Heavy media (the hero video) and when a connection may fetch it. The page asks this before it
 * gives the video its sources (src/features/hero/hero-video-sources.ts, in the page's first
 * script), the service worker before it caches the files, and the build before it counts the
 * precache: one rule, so they cannot disagree.
 */

/** What the browser says about its connection (`navigator.connection`, Chromium only). */
export interface ConnectionHints {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** The connection as the browser reports it, in a page or a worker; undefined where it does not. */
export type ReportedConnection = ConnectionHints &
  Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>;

/** Effective connection types too slow for a video that is only decoration. */
export const TOO_SLOW_CONNECTIONS = ['slow-2g', '2g'] as const;
const TOO_SLOW = new Set<string>(TOO_SLOW_CONNECTIONS);

/**
 * False when the visitor has asked to save data, or the browser rates the connection 2g or slower.
 * A browser that says nothing (Safari, Firefox) is taken to allow it, as before this rule.
 */
export function connectionAllowsHeavyMedia(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !TOO_SLOW.has(connection.effectiveType ?? '');
}

/** The connection the browser reports to this page or worker (its `navigator`), if it reports one. */
export function reportedConnection(navigator: object): ReportedConnection | undefined {
  return (navigator as { connection?: ReportedConnection }).connection;
}

/** Files fetched only when the connection allows, never with the install-time precache. */
export function isHeavyMedia(path: string): boolean {
  return /\.(mp4|webm)$/i.test(path);
}

/** The page's message asking the service worker to cache the heavy media now. */
export const CACHE_HEAVY_MEDIA = 'CACHE_HEAVY_MEDIA';
