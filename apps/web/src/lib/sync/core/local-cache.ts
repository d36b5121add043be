import {
  CACHE_KEY_PREFIX,
  CACHE_TTL_MS,
  type CatalogueKind,
  VERSION_CACHE_NAME,
  VERSION_KEYS,
  type VersionInfo,
} from '@jumun/shared';

/**
 * Local cache of spec §3/§4, one record per company and kind under `companyDataCache:{kind}:{companyId}`:
 * the rows, when they were fetched, the `syncPosition` that `since` needs and the catalogue version they are at.
 * The version sits in the same record as the rows (decision 035), so a record is one atomic pair: no write
 * order or second tab can leave a version that claims rows the record does not hold.
 */
export type CacheEntry<T> = {
  data: T;
  dateLastFetched: number;
  syncPosition?: string;
  /** The kind's catalogue version (spec §4) these rows are at; absent before the first version event. */
  version?: number;
};

/**
 * Where records live: IndexedDB in the app (lib/company-cache-db.ts), memory in tests. Every method may reject
 * (IndexedDB missing, blocked, over quota); the cache turns that into "nothing cached" and the engine keeps its
 * lists in memory.
 */
export type CacheStore = {
  get(key: string): Promise<unknown>;
  put(key: string, entry: CacheEntry<unknown>): Promise<void>;
  /** Writes only where no record exists yet; false when one did. */
  add(key: string, entry: CacheEntry<unknown>): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Deletes the records fetched strictly before `cutoff` (epoch ms), of every company. */
  deleteFetchedBefore(cutoff: number): Promise<number>;
  clear(): Promise<void>;
};

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

const parseJson = (raw: string | null): CacheEntry<unknown> | null => {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isEntry(value) ? value : null;
  } catch {
    return null;
  }
};

const settledOr = async <T>(promise: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await promise;
  } catch {
    return fallback;
  }
};

export const createLocalCache = (store: CacheStore, now: () => number) => ({
  /** The entry, or null when missing, unreadable, expired (then removed) or the store failed. */
  async read<T>(
    cacheName: string,
    companyId: string,
    isData: (data: unknown) => data is T,
  ): Promise<CacheEntry<T> | null> {
    const key = cacheKey(cacheName, companyId);
    const entry = await settledOr(store.get(key), undefined);
    if (entry === undefined) return null;
    if (!isEntry(entry) || isExpired(entry.dateLastFetched, now()) || !isData(entry.data)) {
      void settledOr(store.delete(key), undefined);
      return null;
    }
    return entry as CacheEntry<T>;
  },

  /** Resolves false when the store refused (quota, unavailable): the app keeps working from memory. */
  write<T>(cacheName: string, companyId: string, entry: CacheEntry<T>): Promise<boolean> {
    return settledOr(
      store.put(cacheKey(cacheName, companyId), entry).then(() => true),
      false,
    );
  },

  /** Spec §4 cache expiry: drops every entry older than 24 h, of any company. */
  purgeExpired(): Promise<number> {
    return settledOr(store.deleteFetchedBefore(now() - CACHE_TTL_MS), 0);
  },

  /** Logout: every record goes. */
  wipeAll(): Promise<void> {
    return settledOr(store.clear(), undefined);
  },
});

export type LocalCache = ReturnType<typeof createLocalCache>;

/**
 * The localStorage layout before decision 035 (`{data, dateLastFetched, syncPosition}` per kind plus one
 * `companyDataCache:version:{companyId}` record), read once and removed: every company's kinds move into the store
 * with their version taken from that company's version record, unless the store already has a newer record.
 * Returns the moved records of `companyId`, so this start can use them even when the store refused them.
 */
export const migrateLegacyEntries = async (
  storage: StorageLike,
  store: CacheStore,
  kinds: readonly CatalogueKind[],
  companyId: string,
): Promise<Map<string, CacheEntry<unknown>>> => {
  const legacy = new Map<string, CacheEntry<unknown> | null>();
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(`${CACHE_KEY_PREFIX}:`)) legacy.set(key, parseJson(storage.getItem(key)));
  }
  for (const key of legacy.keys()) storage.removeItem(key);

  const mine = new Map<string, CacheEntry<unknown>>();
  const moves: Promise<unknown>[] = [];
  for (const [key, entry] of legacy) {
    const [, cacheName, owner] = key.split(':');
    const kind = kinds.find((k) => k === cacheName);
    if (!entry || !kind || owner === undefined) continue;
    const versions = legacy.get(cacheKey(VERSION_CACHE_NAME, owner))?.data as
      | Partial<VersionInfo>
      | undefined;
    const record: CacheEntry<unknown> = { ...entry, version: versions?.[VERSION_KEYS[kind]] };
    if (owner === companyId) mine.set(key, record);
    moves.push(settledOr(store.add(key, record), false));
  }
  await Promise.all(moves);
  return mine;
};
