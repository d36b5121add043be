import { CACHE_KEY_PREFIX, CACHE_TTL_MS } from '@jumun/shared';

/**
 * Local cache of spec §3/§4: key `companyDataCache:{cacheName}:{companyId}`, entry `{data, dateLastFetched}`
 * (epoch ms). Synced kinds also keep the `syncPosition` of their last fetch, which `since` needs.
 */
export type CacheEntry<T> = { data: T; dateLastFetched: number; syncPosition?: string };

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const cacheKey = (cacheName: string, companyId: string) =>
  `${CACHE_KEY_PREFIX}:${cacheName}:${companyId}`;

/** Older than 24 h (strictly): the boundary itself still counts as fresh. */
export const isExpired = (dateLastFetched: number, now: number) => now - dateLastFetched > CACHE_TTL_MS;

const isEntry = (value: unknown): value is CacheEntry<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  'data' in value &&
  typeof (value as { dateLastFetched?: unknown }).dateLastFetched === 'number';

const parse = (raw: string | null): CacheEntry<unknown> | null => {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isEntry(value) ? value : null;
  } catch {
    return null;
  }
};

export const createLocalCache = (storage: StorageLike, now: () => number) => {
  const companyKeys = () => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(CACHE_KEY_PREFIX)) keys.push(key);
    }
    return keys;
  };

  return {
    /** The entry, or null when missing, unreadable or expired (an expired entry is removed). */
    read<T>(
      cacheName: string,
      companyId: string,
      isData: (data: unknown) => data is T,
    ): CacheEntry<T> | null {
      const key = cacheKey(cacheName, companyId);
      const entry = parse(storage.getItem(key));
      if (!entry || isExpired(entry.dateLastFetched, now()) || !isData(entry.data)) {
        if (entry) storage.removeItem(key);
        return null;
      }
      return entry as CacheEntry<T>;
    },

    /** Returns false when the browser refused (quota): the app keeps working from memory. */
    write<T>(cacheName: string, companyId: string, entry: CacheEntry<T>): boolean {
      try {
        storage.setItem(cacheKey(cacheName, companyId), JSON.stringify(entry));
        return true;
      } catch {
        return false;
      }
    },

    /** Spec §4 cache expiry: drops every entry older than 24 h, of any company. */
    purgeExpired(): number {
      let removed = 0;
      for (const key of companyKeys()) {
        const entry = parse(storage.getItem(key));
        if (!entry || isExpired(entry.dateLastFetched, now())) {
          storage.removeItem(key);
          removed += 1;
        }
      }
      return removed;
    },

    /** Logout: every `companyDataCache…` key goes. */
    wipeAll(): number {
      const keys = companyKeys();
      for (const key of keys) storage.removeItem(key);
      return keys.length;
    },
  };
};

export type LocalCache = ReturnType<typeof createLocalCache>;
