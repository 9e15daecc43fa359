import { importedByStarter, STARTER_CHUNK, starterChunk } from './starter-chunk';

/** A module graph from each module's static importers. */
function graph(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
}

const isStarter = (id: string) => id === 'main';
const name = starterChunk(isStarter);
const modules = graph({
  retry: ['main', 'boot'],
  '/src/styles/global.css': ['main'],
  demand: ['retry'],
  boot: [],
  react: ['boot'],
  loop: ['loop-too'],
  'loop-too': ['loop'],
});

it('names every module the starter imports, directly or through others', () => {
  expect(name('retry', modules)).toBe(STARTER_CHUNK);
  expect(name('demand', modules)).toBe(STARTER_CHUNK);
});

it('leaves the entry itself, its stylesheet, the lazily loaded code and import cycles out', () => {
  expect(name('/src/styles/global.css', modules)).toBeNull();
  expect(name('main', modules)).toBeNull();
  expect(name('react', modules)).toBeNull();
  expect(name('loop', modules)).toBeNull();
});

it('names every module of a cycle the starter imports, whichever is asked about first', () => {
  // `outbox` imports `store`, which imports `outbox` back; `retry`, imported by the starter,
  // imports `outbox`. Walking up from `outbox`, `store` is met with `outbox` already seen.
  const cycle = graph({ outbox: ['store', 'retry'], store: ['outbox'], retry: ['main'] });
  expect(importedByStarter('outbox', cycle, isStarter)).toBe(true);
  expect(importedByStarter('store', cycle, isStarter)).toBe(true);
  const fresh = starterChunk(isStarter);
  expect(fresh('outbox', cycle)).toBe(STARTER_CHUNK);
  expect(fresh('store', cycle)).toBe(STARTER_CHUNK);
});

it('answers from the graph it is given, not from an earlier build', () => {
  const before = graph({ lazy: ['boot'], boot: [] });
  const after = graph({ lazy: ['boot', 'main'], boot: [] });
  expect(name('lazy', before)).toBeNull();
  expect(name('lazy', after)).toBe(STARTER_CHUNK);
});
