/**
 * What the built service worker precaches, counted here for the build's budget, `npm run perf` and
 * the size-budget test alike. Heavy media is fetched later, when the connection allows
 * (src/features/pwa/heavy-media-in-worker.ts): it is reported apart, outside the budget of what
 * every install costs.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isHeavyMedia } from '../../src/lib/heavy-media.ts';

/** Everything precached together must stay under this (2.5 MB, binary megabytes). */
export const PRECACHE_BUDGET_BYTES = 2.5 * 1024 * 1024;

interface ListedFile {
  url: string;
  bytes: number;
}

/** What the worker fetches when it installs. */
export interface PrecacheManifest {
  files: ListedFile[];
  totalBytes: number;
}

/** Null when the build made no service worker (`sw.js` missing). */
export async function readPrecacheManifest(
  outDir: string,
): Promise<(PrecacheManifest & { heavyMedia: ListedFile[] }) | null> {
  const sw = await readFile(join(outDir, 'sw.js'), 'utf8').catch(() => null);
  if (sw === null) return null;
  // Workbox injects the manifest as JSON objects ({"revision":…,"url":…}) into the minified worker.
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string);
  if (urls.length === 0) throw new Error(`${join(outDir, 'sw.js')} holds no precache manifest`);
  const listed = await Promise.all(
    urls.map(async (url) => ({ url, bytes: (await stat(join(outDir, url))).size })),
  );
  const files = listed.filter((file) => !isHeavyMedia(file.url));
  return {
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    heavyMedia: listed.filter((file) => isHeavyMedia(file.url)),
  };
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
