/**
 * Fewer files for the storefront's first screen (decision 044). Left to itself, the bundler gives every module that
 * several lazily loaded pages share a chunk of its own, one per distinct set of pages: the menu came as 30 scripts and
 * 9 stylesheets, most under 1 kB, and a phone on a slow network pays a round trip for each (in Lighthouse's
 * simulation of one, ≈ 0.7 s of the menu's LCP). This puts the first page's modules that only its area loads into one
 * chunk, and those that other areas' pages load too into a second, so no back-office page downloads customer code.
 * Modules the entry may run are left where the bundler puts them.
 */

/** The part of Rolldown's module info this reads (its `ChunkingContext.getModuleInfo`). */
export type ModuleGraph = {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
};

/** What loads `id`: every entry and lazily imported module (split point) whose static imports reach it. */
export const loadersOf = (id: string, graph: ModuleGraph): Set<string> => {
  const loaders = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) loaders.add(next);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return loaders;
};

type AreaGroup = {
  /** The chunk's name. */
  name: string;
  /** The split points (pages, their frame, what they load lazily) that belong to the area. */
  isAreaPage: (id: string) => boolean;
  /**
   * The modules the area's first page starts from (its page component and frame, not the route file: route files
   * re-export from the feature's index, whose imports reach every page of the area).
   */
  firstPage: readonly string[];
  /** The chunk for the first page's modules that other areas' pages load too (Mantine's components, icons). */
  sharedName: string;
};

/** Every module that `roots` import statically, directly or not (lazy imports are where a page's first load ends). */
const staticClosure = (roots: readonly string[], graph: ModuleGraph) => {
  const closure = new Set(roots);
  const queue = [...roots];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) {
      if (closure.has(imported)) continue;
      closure.add(imported);
      queue.push(imported);
    }
  }
  return closure;
};

/**
 * A `codeSplitting.groups[].name` function: `group.name` for a module that the area's first page imports and that
 * only the area's pages load (never the entry, never a page of another area), `null` for everything else. Rolldown
 * asks for every module of the graph; the first page's closure is worked out on the first call.
 */
export const areaFirstPageChunk = (group: AreaGroup) => {
  // Per chunking pass: Rolldown reuses one module info object within a pass, so a new one means a new graph.
  let memo: { pass: unknown; closure: Set<string> } | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    const pass = graph.getModuleInfo(group.firstPage[0] ?? '');
    if (memo?.pass !== pass) memo = { pass, closure: staticClosure(group.firstPage, graph) };
    const firstPage = memo.closure;
    // A lazily imported module keeps a chunk of its own: that is the file its import() and the manifest name.
    if (!firstPage.has(id) || (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
    // Left to the default: modules the entry may load (through a package's index, which reaches every module of
    // the package, used or not: @mantine/core's, @jumun/shared's), and modules nothing lazy loads.
    let shared = false;
    for (const loader of loadersOf(id, graph)) {
      if (graph.getModuleInfo(loader)?.isEntry) return null;
      if (!group.isAreaPage(loader)) shared = true;
    }
    return shared ? group.sharedName : group.name;
  };
};
