/**
 * Stands in for IntersectionObserver, which jsdom lacks (it lays nothing out, so nothing is ever
 * reported unless a test says so). `report` hands an entry to the observer created last, and
 * `thresholds` are that observer's. Undone by `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  let latest: { callback: IntersectionObserverCallback; thresholds: number[] } | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        latest = { callback, thresholds: [options?.threshold ?? 0].flat() };
      }
      observe() {}
      disconnect() {}
    },
  );
  const observer = () => {
    if (!latest) throw new Error('no IntersectionObserver has been created');
    return latest;
  };
  return {
    report(entry: Partial<IntersectionObserverEntry>): void {
      observer().callback([entry as IntersectionObserverEntry], {} as IntersectionObserver);
    },
    thresholds: (): number[] => observer().thresholds,
  };
}
