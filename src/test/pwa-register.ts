/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register` in unit tests, which run without the
 * plugin: no worker is registered, nothing is ready offline, no update waits. The real module is
 * exercised by the end-to-end tests (tests/pwa.spec.ts).
 */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
