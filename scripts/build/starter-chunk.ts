/**
 * The starter's chunk: every module the starter (src/main.tsx) imports statically, in one file
 * beside the entry. Rolldown's automatic split cut them into a dozen small chunks, since the app's
 * lazily loaded code shares most of them: a reader fetched the starter as 13 scripts, each a round
 * trip and a chance to be lost on a first visit. The app's chunks import these modules from it,
 * and it is on the page by then.
 */

/** What rolldown tells a chunk-naming function about a module (the part used here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The group's chunk name. */
export const STARTER_CHUNK = 'starter';

/**
 * A chunk-naming function for `codeSplitting.groups`: 'starter' for a module imported statically,
 * directly or through others, by a module `isStarter` accepts (the entry itself stays the entry).
 */
export function starterChunk(isStarter: (id: string) => boolean) {
  const known = new Map<string, boolean>();
  const reachable = (id: string, graph: ModuleGraph, seen: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (seen.has(id)) return false;
    seen.add(id);
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    const result = importers.some(
      (importer) => isStarter(importer) || reachable(importer, graph, seen),
    );
    known.set(id, result);
    return result;
  };
  // Stylesheets stay with the entry, where the prerenderer finds the site's one (site-stylesheet.ts).
  return (id: string, graph: ModuleGraph): string | null =>
    !isStarter(id) && !/\.css($|\?)/.test(id) && reachable(id, graph, new Set())
      ? STARTER_CHUNK
      : null;
}
