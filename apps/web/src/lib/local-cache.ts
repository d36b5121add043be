import { CACHE_KEY_PREFIX } from '@jumun/shared';
import { companyCacheDb } from './company-cache-db';

/**
 * Spec §4: local caches are wiped on logout. The catalogue lives in IndexedDB (decision 035); `companyDataCache…`
 * keys in localStorage are what older builds left there. The IndexedDB wipe is issued now and completes in the
 * background; it is ordered after every cache write this tab issued before it.
 */
export const wipeCompanyCaches = (storage: Storage = window.localStorage, database = companyCacheDb) => {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(CACHE_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return database.clear().catch(() => undefined);
};
