import { CACHE_KEY_PREFIX } from '@jumun/shared';

/** Removes every `companyDataCache…` entry (spec §4: local caches are wiped on logout). */
export const wipeCompanyCaches = (storage: Storage = window.localStorage): number => {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(CACHE_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length;
};
