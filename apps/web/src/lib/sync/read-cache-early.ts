import { CATALOGUE_KINDS } from '@jumun/shared';
import { companyCacheDb } from '../company-cache-db';
import { cacheKey } from './core/local-cache';

/**
 * Starts reading a company's cached catalogue now, before the engine has loaded (decision 046): the app's entry
 * calls it while the first page's chunks are still arriving, and the engine's restore (core/sync-engine.ts) then
 * claims these reads instead of issuing its own. A separate entry like sync-on-login.tsx, not in index.ts: the
 * app's entry imports it and must not download the engine.
 */
export const readCatalogueCacheEarly = (companyId: string, database = companyCacheDb) =>
  database.readEarly(CATALOGUE_KINDS.map((kind) => cacheKey(kind, companyId)));
