/**
 * What each page of the SPA downloads before it can render, beyond the entry (issues #11 and #16): its route module,
 * its frame and every chunk they import statically, read from Vite's manifest. The server writes these into the
 * page's HTML as `<link rel=modulepreload>` / `<link rel=preload as=style>` (apps/server/src/plugins/page-preloads.ts),
 * so the browser fetches them while the entry downloads instead of after the entry has run, and Vite's preload
 * helper finds them present instead of inserting ≈ 40 links from the main thread.
 */

export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;
export type RouteDefinition = { path: string; layout: 'default' | 'empty'; area: string };
/** One line of `.vite/route-preloads.json`: a route pattern of config/paths.ts and the files its page needs. */
export type RoutePreload = { path: string; scripts: string[]; styles: string[] };

/** The frame each page of the `default` layout renders in (app/router.tsx). */
const FRAME_BY_AREA: Record<string, string> = {
  admin: 'src/app/layouts/admin-layout.tsx',
  super: 'src/app/layouts/admin-layout.tsx',
  public: 'src/components/layouts/site-frame.tsx',
  user: 'src/components/layouts/customer-frame.tsx',
};

/**
 * `ROUTE_MODULES` of app/router.tsx: route name → module (manifest key). Read from the source because the
 * `import()` calls must stay literal for Vite; route-preloads.test.ts fails if a route of config/paths.ts is missed.
 */
export const parseRouteModules = (routerSource: string): Record<string, string> => {
  const modules: Record<string, string> = {};
  for (const match of routerSource.matchAll(/'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('\.\/(routes\/[^']+)'\)/g)) {
    const [, name, file] = match;
    if (name && file) modules[name] = `src/app/${file}.tsx`;
  }
  return modules;
};

const closureOf = (manifest: Manifest, key: string, seen: Set<string>) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closureOf(manifest, imported, seen);
};

/** Per route: the JS and CSS of its module and frame, transitively, minus what index.html already loads. */
export const buildRoutePreloads = (input: {
  manifest: Manifest;
  routes: Record<string, RouteDefinition>;
  routeModules: Record<string, string>;
}): RoutePreload[] => {
  const { manifest, routes, routeModules } = input;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const loadedByEntry = new Set<string>();
  closureOf(manifest, entryKey, loadedByEntry);
  return Object.entries(routes).map(([name, route]) => {
    const moduleKey = routeModules[name];
    if (!moduleKey || !manifest[moduleKey])
      throw new Error(`No module in the Vite manifest for route ${name}`);
    const frame = route.layout === 'default' ? FRAME_BY_AREA[route.area] : undefined;
    const keys = new Set<string>();
    for (const root of frame ? [frame, moduleKey] : [moduleKey]) closureOf(manifest, root, keys);
    const chunks = [...keys]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => manifest[key] as ManifestChunk);
    const asUrl = (file: string) => `/${file}`;
    return {
      path: route.path,
      scripts: chunks.map((chunk) => asUrl(chunk.file)),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(asUrl),
    };
  });
};
