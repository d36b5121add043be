import type { StorageLike } from '../core/local-cache';

/** A Storage that tests own, so cases never see each other's cache (and can make writes fail). */
export const createMemoryStorage = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial));
  const storage: StorageLike & { dump: () => Record<string, string>; isFull: boolean } = {
    isFull: false,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (storage.isFull) throw new DOMException('quota', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    dump: () => Object.fromEntries(map),
  };
  return storage;
};
