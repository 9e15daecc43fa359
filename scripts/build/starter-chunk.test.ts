import { STARTER_CHUNK, starterChunk } from './starter-chunk';

/** A module graph from each module's static importers. */
function graph(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
}

const name = starterChunk((id) => id === 'main');
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
