/**
 * supabase-js, the client an enquiry is sent with (enquiry-transport.ts): in a page, downloaded
 * with the first enquiry, or as the visitor fills in a form, never before; in the service worker,
 * part of its own file. Runs in a window and in a worker: no DOM, nothing done at import time.
 */
import type * as SupabaseJsModule from '@supabase/supabase-js';
import { orAfter } from '../../runtime/or-after';

export type SupabaseJs = typeof SupabaseJsModule;

/** The client's code, once it has come, and its download while it is on its way. */
let downloaded: SupabaseJs | undefined;
let download: Promise<SupabaseJs | undefined> | undefined;

/**
 * The client's code, tried again until it comes by the one rule for every download
 * (src/runtime/download.ts). A module that came and throws is a fault: said, and never comes.
 */
function loadSupabaseJs(): Promise<SupabaseJs | undefined> {
  download ??= import('@supabase/supabase-js').then(
    (supabaseJs) => (downloaded = supabaseJs),
    (error: unknown) => void console.error('The enquiry client could not run:', error),
  );
  return download;
}

/** The client's code if it comes within `ms`; none while the device is offline and it has not. */
export function supabaseJsWithin(ms: number): Promise<SupabaseJs | undefined> {
  const loading = loadSupabaseJs();
  if (downloaded || globalThis.navigator?.onLine === false) return Promise.resolve(downloaded);
  return orAfter(ms, loading);
}

/**
 * Starts downloading the client while the visitor fills in a form, so that pressing send waits
 * for no download. Costs a visitor who only reads nothing.
 */
export function prepareToSend(): void {
  void loadSupabaseJs();
}
