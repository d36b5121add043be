import type { CacheEntry, CacheStore } from '../core/local-cache';

/**
 * A cache store that tests own, so cases never see each other's cache. Values are cloned on the way in and out,
 * as IndexedDB's structured clone does; `isFull` makes writes fail as over quota, `isBroken` every call.
 */
export const createMemoryCacheStore = (initial: Record<string, CacheEntry<unknown>> = {}) => {
  const map = new Map(Object.entries(initial).map(([key, value]) => [key, structuredClone(value)]));
  const refuse = (name: string) => Promise.reject(new DOMException(name, name));
  const store: CacheStore & {
    peek: (key: string) => CacheEntry<unknown> | undefined;
    keys: () => string[];
  } & {
    isFull: boolean;
    isBroken: boolean;
  } = {
    isFull: false,
    isBroken: false,
    get: (key) => (store.isBroken ? refuse('UnknownError') : Promise.resolve(structuredClone(map.get(key)))),
    put: (key, entry) => {
      if (store.isBroken) return refuse('UnknownError');
      if (store.isFull) return refuse('QuotaExceededError');
      map.set(key, structuredClone(entry));
      return Promise.resolve();
    },
    add: (key, entry) => {
      if (store.isBroken) return refuse('UnknownError');
      if (map.has(key)) return Promise.resolve(false);
      if (store.isFull) return refuse('QuotaExceededError');
      map.set(key, structuredClone(entry));
      return Promise.resolve(true);
    },
    delete: (key) => {
      if (store.isBroken) return refuse('UnknownError');
      map.delete(key);
      return Promise.resolve();
    },
    deleteFetchedBefore: (cutoff) => {
      if (store.isBroken) return refuse('UnknownError');
      const old = [...map].filter(([, entry]) => entry.dateLastFetched < cutoff).map(([key]) => key);
      for (const key of old) map.delete(key);
      return Promise.resolve(old.length);
    },
    clear: () => {
      if (store.isBroken) return refuse('UnknownError');
      map.clear();
      return Promise.resolve();
    },
    peek: (key) => map.get(key),
    keys: () => [...map.keys()],
  };
  return store;
};

export type MemoryCacheStore = ReturnType<typeof createMemoryCacheStore>;
