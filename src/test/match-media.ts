/**
 * Stands in for `window.matchMedia`, which jsdom lacks: `matching` says which queries match, and
 * none changes afterwards. Undone by `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matching: (query: string) => boolean = () => false): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
