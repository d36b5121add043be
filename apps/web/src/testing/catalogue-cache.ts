import { CATALOGUE_KINDS, type CatalogueKind } from '@jumun/shared';
import { companyCacheDb } from '../lib/company-cache-db';
import type { CatalogueLists } from '../lib/sync';
import { cacheKey } from '../lib/sync/core/local-cache';

/** The company the catalogue page tests sign in to. */
export const TEST_COMPANY_ID = 'coTest';

/** Writes a kind's list where the sync engine restores it from, as a previous session would have left it. */
export const seedCache = (kind: CatalogueKind, items: readonly unknown[], companyId = TEST_COMPANY_ID) =>
  companyCacheDb.put(cacheKey(kind, companyId), {
    data: items,
    dateLastFetched: Date.now(),
    syncPosition: '1',
  });

/**
 * Puts a whole catalogue in the browser's local cache (lib/sync/README.md), so a page that starts the
 * company's sync shows these lists as soon as they are read back, exactly as after an earlier visit. Kinds not
 * given are empty.
 */
export const seedCatalogueCache = async (companyId: string, lists: Partial<CatalogueLists>) => {
  await Promise.all(CATALOGUE_KINDS.map((kind) => seedCache(kind, lists[kind] ?? [], companyId)));
};
