import { describe, expect, it } from 'vitest';
import { areaFirstPageChunk, loadersOf, type ModuleGraph } from './page-chunk-group';

/** A module graph from `importer → static imports` and `importer → lazy imports`; `main` is the entry. */
const graphOf = (imports: Record<string, string[]>, lazy: Record<string, string[]> = {}): ModuleGraph => {
  const ids = new Set([
    ...Object.keys(imports),
    ...Object.values(imports).flat(),
    ...Object.values(lazy).flat(),
  ]);
  const infos = new Map(
    [...ids].map((id) => [
      id,
      {
        isEntry: id === 'main',
        importedIds: imports[id] ?? [],
        importers: Object.keys(imports).filter((from) => imports[from]?.includes(id)),
        dynamicImporters: Object.keys(lazy).filter((from) => lazy[from]?.includes(id)),
      },
    ]),
  );
  return { getModuleInfo: (id) => infos.get(id) ?? null };
};

// main lazily loads the menu route, the checkout route and an admin route; the routes re-export their pages from the
// feature's index, as app/routes/user/*.route.tsx do.
const app = graphOf(
  {
    main: ['ui-index'],
    'ui-index': ['Badge', 'Table'],
    'route-menu': ['shop-index'],
    'route-checkout': ['shop-index'],
    'route-admin': ['admin-page'],
    'shop-index': ['menu-page', 'checkout-page'],
    'menu-page': ['cart', 'hero', 'ui-index', 'icon', 'frame'],
    'checkout-page': ['cart', 'form'],
    'admin-page': ['icon', 'ui-index'],
    hero: ['hours'],
  },
  { main: ['route-menu', 'route-checkout', 'route-admin', 'frame'], 'menu-page': ['sheet'] },
);
const isShopPage = (id: string) => ['route-menu', 'route-checkout', 'frame', 'sheet'].includes(id);
const chunkOf = areaFirstPageChunk({
  name: 'storefront',
  sharedName: 'storefront-shared',
  isAreaPage: isShopPage,
  firstPage: ['menu-page', 'frame'],
});

describe('loadersOf', () => {
  it('finds every lazily loaded module and entry whose static imports reach a module', () => {
    expect(loadersOf('cart', app)).toEqual(new Set(['route-menu', 'route-checkout']));
    expect(loadersOf('icon', app)).toEqual(new Set(['route-menu', 'route-checkout', 'route-admin']));
    expect(loadersOf('Badge', app)).toEqual(new Set(['main', 'route-menu', 'route-checkout', 'route-admin']));
  });
});

describe('areaFirstPageChunk', () => {
  it('groups what only the area loads and the first page imports', () => {
    expect(chunkOf('menu-page', app)).toBe('storefront');
    expect(chunkOf('cart', app)).toBe('storefront');
    expect(chunkOf('hours', app)).toBe('storefront');
  });

  it('puts what another area loads too into the shared chunk, never into the area chunk', () => {
    expect(chunkOf('icon', app)).toBe('storefront-shared');
  });

  it('leaves the rest to the bundler', () => {
    // Not on the first page: the checkout's own modules, and what the page loads lazily.
    expect(chunkOf('form', app)).toBeNull();
    expect(chunkOf('checkout-page', app)).toBeNull();
    expect(chunkOf('sheet', app)).toBeNull();
    // Lazily imported: keeps its own chunk (its import() and the manifest name it).
    expect(chunkOf('frame', app)).toBeNull();
    // Reachable from the entry.
    expect(chunkOf('Badge', app)).toBeNull();
    expect(chunkOf('ui-index', app)).toBeNull();
  });

  it('works the first page out again for a new graph', () => {
    const other = graphOf({ 'route-menu': ['menu-page'], 'menu-page': ['form'] }, { main: ['route-menu'] });
    expect(chunkOf('cart', app)).toBe('storefront');
    expect(chunkOf('form', other)).toBe('storefront');
    expect(chunkOf('form', app)).toBeNull();
  });
});
