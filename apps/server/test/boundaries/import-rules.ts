import path from 'node:path';

/**
 * The server's import rule in one line: production code in `src/` never imports `test/`; outside a module's
 * own folder only its `index.ts` may be imported; the lower layers (config, db, lib, access) import no module,
 * plugin, seed, script or app file. Composition (app.ts, composition/, server.ts, plugins, seed, scripts) wires
 * modules through their entries.
 */
export type ImportEdge = { from: string; to: string; specifier: string };

const LOWER_LAYERS = ['config', 'db', 'lib', 'access'];
const UPPER_LAYERS = ['modules', 'composition', 'plugins', 'seed', 'scripts', 'app.ts', 'server.ts'];
const COMPOSITION = ['composition', 'plugins', 'seed', 'scripts', 'app.ts', 'server.ts'];

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);
/** `src/modules/catalogue/x.ts` → ['src', 'modules', 'catalogue', 'x.ts'], relative to apps/server. */
const partsOf = (file: string) => file.split(path.sep);
const moduleOf = (parts: string[]) => (parts[0] === 'src' && parts[1] === 'modules' ? parts[2] : undefined);
const isModuleEntry = (parts: string[]) =>
  parts.length === 4 && parts[1] === 'modules' && /^index\.tsx?$/.test(parts[3] ?? '');

/** Why the edge breaks the rule, or undefined. Paths are relative to apps/server. */
export const violationOf = (edge: ImportEdge): string | undefined => {
  const from = partsOf(edge.from);
  const to = partsOf(edge.to);
  if (from[0] !== 'src') return undefined;
  const isProduction = !isTestFile(edge.from);
  if (isProduction && to[0] === 'test') return 'production code under src/ imports the test tree';
  const toModule = moduleOf(to);
  if (toModule && moduleOf(from) !== toModule && !isModuleEntry(to))
    return `reaches into modules/${toModule}: import its index.ts ('…/modules/${toModule}') instead`;
  if (!isProduction || to[0] !== 'src') return undefined;
  if (LOWER_LAYERS.includes(from[1] ?? '') && UPPER_LAYERS.includes(to[1] ?? ''))
    return `the ${from[1]}/ layer imports ${to[1]}: lower layers never import modules or composition`;
  if (from[1] === 'modules' && COMPOSITION.includes(to[1] ?? ''))
    return `a module imports ${to[1]}: modules never import composition (app, plugins, seed, scripts)`;
  return undefined;
};

/** Which modules each module's production code imports (tests may import anything). */
export const moduleGraphOf = (edges: ImportEdge[]) => {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (isTestFile(edge.from)) continue;
    const from = moduleOf(partsOf(edge.from));
    const to = moduleOf(partsOf(edge.to));
    if (!from || !to || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return graph;
};

/**
 * Each cycle once, as `a → b → a`, started from its alphabetically first module. A cycle means neither module can be
 * understood (or loaded) without the other: the shared part belongs in one of them or lower down, or is passed in.
 */
export const moduleCyclesOf = (graph: Map<string, Set<string>>) => {
  const cycles = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) cycles.add([...path, start].join(' → '));
      else if (next > start && !path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return [...cycles].sort();
};
