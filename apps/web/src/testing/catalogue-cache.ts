import { CATALOGUE_KINDS, type CatalogueKind } from '@jumun/shared';
import type { CatalogueLists } from '../lib/sync';
import { cacheKey } from '../lib/sync/core/local-cache';

/** The company the catalogue page tests sign in to. */
export const TEST_COMPANY_ID = 'coTest';

/** Writes a kind's list where the sync engine restores it from, as a previous session would have left it. */
export const seedCache = (kind: CatalogueKind, items: readonly unknown[], companyId = TEST_COMPANY_ID) => {
  window.localStorage.setItem(
    cacheKey(kind, companyId),
    JSON.stringify({ data: items, dateLastFetched: Date.now(), syncPosition: '1' }),
  );
};

/**
 * Puts a whole catalogue in the browser's local cache (lib/sync/README.md), so a page that starts the
 * company's sync shows these lists at once, exactly as after an earlier visit. Kinds not given are empty.
 */
export const seedCatalogueCache = (companyId: string, lists: Partial<CatalogueLists>) => {
  for (const kind of CATALOGUE_KINDS) seedCache(kind, lists[kind] ?? [], companyId);
};
