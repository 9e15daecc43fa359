/**
 * Which built files an enquiry form needs before it can be sent offline, for
 * `npm run bench:offline-ready`. Read from the build's own module graph (the imports in
 * dist/assets/*.js; the build writes no Vite manifest), so it follows the code as it is split:
 *
 * - the forms' chunks (src/features/enquiries/forms/contact-form.tsx and capital-raising-form.tsx,
 *   each loaded lazily by enquiry-forms-when-near.tsx) and everything they import, statically or
 *   dynamically: the sending, the outbox, the Supabase client, the toasts;
 * - the chunks on the way from the page's own script to them (boot, app, router, the route, the
 *   lazy part...), with what those import statically: on a first visit the page has not run them
 *   yet when the visitor has not scrolled to a form, so they must come from the caches offline.
 *
 * An approximation, and a generous one: a dynamic import counts as needed though a given send may
 * never reach it (the Supabase client is loaded to send, not to keep an enquiry offline), and a
 * chunk on another branch of a dynamic import on the way counts only if it leads to a form.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The lazily loaded form modules, by the name their chunk is given (`<name>-<hash>.js`). */
export const FORM_MODULES = ['contact-form', 'capital-raising-form'] as const;

export interface ChunkImports {
  static: readonly string[];
  dynamic: readonly string[];
}

/** Site path of a chunk (`/assets/x.js`) -> the site paths it imports. */
export type ImportGraph = ReadonlyMap<string, ChunkImports>;

/**
 * The relative imports of a built chunk, as site paths: `from"./x.js"`, `import"./x.js"` (static)
 * and `import("./x.js")` or with backticks (dynamic), resolved against the chunk's folder.
 */
export function chunkImports(source: string, chunkPath: string): ChunkImports {
  const folder = chunkPath.slice(0, chunkPath.lastIndexOf('/') + 1);
  const resolve = (specifier: string) => folder + specifier.replace(/^\.\//, '');
  const found = (pattern: RegExp) => [
    ...new Set([...source.matchAll(pattern)].map((match) => resolve(match[1]!))),
  ];
  return {
    static: found(/(?:\bfrom|\bimport)\s*["'](\.\/[^"'`]+\.js)["']/g),
    dynamic: found(/\bimport\s*\(\s*[`"'](\.\/[^"'`]+\.js)[`"']\s*\)/g),
  };
}

/** Every chunk reachable from `starts` (themselves included), through static or all imports. */
export function reachable(
  graph: ImportGraph,
  starts: Iterable<string>,
  { dynamic }: { dynamic: boolean },
): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const imports = graph.get(path);
    if (!imports) continue;
    queue.push(...imports.static, ...(dynamic ? imports.dynamic : []));
  }
  return seen;
}

/** The chunks a form needs (see the top of this file), sorted. */
export function formCode(
  graph: ImportGraph,
  entries: readonly string[],
  forms: readonly string[],
): string[] {
  const fromEntries = reachable(graph, entries, { dynamic: true });
  // The chunks that lead to a form: reachable from it in the reversed graph.
  const reversed = new Map<string, string[]>();
  for (const [path, imports] of graph) {
    for (const target of [...imports.static, ...imports.dynamic]) {
      reversed.set(target, [...(reversed.get(target) ?? []), path]);
    }
  }
  const towardForms = reachable(
    new Map([...reversed].map(([path, importers]) => [path, { static: importers, dynamic: [] }])),
    forms,
    { dynamic: false },
  );
  const onTheWay = [...fromEntries].filter((path) => towardForms.has(path));
  return [
    ...new Set([
      ...reachable(graph, onTheWay, { dynamic: false }),
      ...reachable(graph, forms, { dynamic: true }),
    ]),
  ].sort();
}

/** The module scripts a prerendered page starts with (`<script type="module" src>`). */
export function pageEntries(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\btype=["']?module\b/.test(tag))
    .flatMap((tag) => /\bsrc=["']?([^"'\s>]+)/.exec(tag)?.[1] ?? []);
}

/** The import graph of the built chunks in `distDir`/assets. */
export async function readImportGraph(distDir: string): Promise<ImportGraph> {
  const names = (await readdir(join(distDir, 'assets'))).filter((name) => name.endsWith('.js'));
  const graph = new Map<string, ChunkImports>();
  for (const name of names) {
    const path = `/assets/${name}`;
    graph.set(path, chunkImports(await readFile(join(distDir, 'assets', name), 'utf8'), path));
  }
  return graph;
}

/**
 * The files a form needs on the page whose prerendered HTML is `pageFile` (relative to `distDir`).
 * Throws when a form's chunk is not found once: the forms were renamed or no longer split.
 */
export async function readFormCode(distDir: string, pageFile: string): Promise<string[]> {
  const graph = await readImportGraph(distDir);
  const forms = FORM_MODULES.map((name) => {
    const pattern = new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);
    const matching = [...graph.keys()].filter((path) => pattern.test(path));
    if (matching.length !== 1) {
      throw new Error(
        `expected one chunk of ${name} in ${distDir}/assets, found ${matching.length}: ` +
          'update FORM_MODULES in benchmarks/form-code.ts',
      );
    }
    return matching[0]!;
  });
  const entries = pageEntries(await readFile(join(distDir, pageFile), 'utf8'));
  if (entries.length === 0) throw new Error(`${pageFile} starts no module script`);
  return formCode(graph, entries, forms);
}
