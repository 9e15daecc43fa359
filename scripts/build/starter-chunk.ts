/**
 * The starter's chunk: every module the starter (src/main.tsx) imports statically, in one file
 * beside the entry. Rolldown's automatic split cut them into a dozen small chunks, since the app's
 * lazily loaded code shares most of them: a reader fetched the starter as 13 scripts, each a round
 * trip and a chance to be lost on a first visit. The app's chunks import these modules from it,
 * and it is on the page by then.
 */

/** What rolldown tells a chunk-naming function about a module (the part used here). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The group's chunk name. */
export const STARTER_CHUNK = 'starter';

/**
 * Whether `id` is imported statically, directly or through others, by a module `isStarter`
 * accepts: a walk up its importers. Nothing is remembered between calls: a result cut short by an
 * import cycle would be wrong for the modules on the cycle, and a watching build's graph changes.
 * A walk is a few hundred look-ups at most, once per module and build.
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

/**
 * A chunk-naming function for `codeSplitting.groups`: 'starter' for a module imported statically,
 * directly or through others, by a module `isStarter` accepts (the entry itself stays the entry).
 */
export function starterChunk(isStarter: (id: string) => boolean) {
  // Stylesheets stay with the entry, where the prerenderer finds the site's one (site-stylesheet.ts).
  return (id: string, graph: ModuleGraph): string | null =>
    !isStarter(id) && !/\.css($|\?)/.test(id) && importedByStarter(id, graph, isStarter)
      ? STARTER_CHUNK
      : null;
}
