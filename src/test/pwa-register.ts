/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in unit tests, which run without the
 * plugin: no worker is registered, nothing is ready offline, no update waits. The real module is
 * exercised by the end-to-end tests (tests/pwa.spec.ts).
 */
export function useRegisterSW() {
  const noop = () => {};
  return {
    needRefresh: [false, noop] as const,
    offlineReady: [false, noop] as const,
    updateServiceWorker: async () => {},
  };
}
