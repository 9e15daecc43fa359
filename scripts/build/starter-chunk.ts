/**
 * The starter's chunk: every module src/starter.ts imports statically, in one file. Rolldown's own
 * split cut them into a dozen chunks shared with the lazy code: a dozen round trips, each a chance
 * to be lost on a first visit.
 */

/** What rolldown tells a chunk-naming function about a module (the part used here). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The group's chunk name. */
export const STARTER_CHUNK = 'starter';

/**
 * Whether `id` is imported statically, directly or through others, by a module `isStarter`
 * accepts. Nothing is remembered between calls: a walk cut short by a cycle would be wrong for the
 * modules on it, and a watching build's graph changes.
 */
export function importedByStarter(
  id: string,
  graph: ModuleGraph,
  isStarter: (id: string) => boolean,
): boolean {
  const seen = new Set([id]);
  const queue = [id];
  // The queue grows as it is read: every importer of every module reached, once each.
  for (const current of queue) {
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (isStarter(importer)) return true;
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/** A chunk-naming function for `codeSplitting.groups` (the entry itself stays the entry). */
export function starterChunk(isStarter: (id: string) => boolean) {
  // Stylesheets stay with the entry, where the prerenderer finds the site's one (site-stylesheet.ts).
  return (id: string, graph: ModuleGraph): string | null =>
    !isStarter(id) && !/\.css($|\?)/.test(id) && importedByStarter(id, graph, isStarter)
      ? STARTER_CHUNK
      : null;
}
