/**
 * The company data cache in IndexedDB (decision 035): localStorage's ~5 M characters per origin cannot hold a
 * 20,000-product catalogue. One object store, one record per `companyDataCache:{kind}:{companyId}` key, values kept
 * by structured clone, an index on `dateLastFetched` for the 24 h expiry. The raw API in one small module rather
 * than a dependency.
 *
 * Requests are issued in call order on one connection, and IndexedDB runs read-write transactions over the same
 * store in the order they were created: a write issued before a wipe can never land after it.
 */
const DB_NAME = 'jumun-company-cache';
const DB_VERSION = 1;
const STORE = 'entries';
const FETCHED_INDEX = 'dateLastFetched';
/** Some browsers leave open() pending forever (private windows, a stuck upgrade): work from memory instead. */
export const OPEN_TIMEOUT_MS = 3_000;

type CacheValue = { dateLastFetched: number; [field: string]: unknown };

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const completion = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    // Quota errors surface on the transaction, not only on the request.
    transaction.onabort = () => reject(transaction.error ?? new DOMException('aborted', 'AbortError'));
    transaction.onerror = () => reject(transaction.error);
  });

const openDatabase = (factory: IDBFactory) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DOMException('open timed out', 'TimeoutError')),
      OPEN_TIMEOUT_MS,
    );
    const request = factory.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE);
      store.createIndex(FETCHED_INDEX, FETCHED_INDEX);
    };
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error);
    };
    request.onblocked = () => {
      clearTimeout(timer);
      reject(new DOMException('open blocked', 'InvalidStateError'));
    };
  });

/** `factory` is undefined where the browser has no IndexedDB: every call then rejects and callers use memory. */
export const createCompanyCacheDb = (factory: IDBFactory | undefined) => {
  let connection: Promise<IDBDatabase> | null = null;
  /**
   * Reads that the app's entry started before the engine asked (decision 046), handed to the first get() of their
   * key. A write issued since, or a get() of a key that was not read early (another company), drops them: a later
   * get() must see every write issued before it, and unclaimed rows should not stay in memory.
   */
  const earlyReads = new Map<string, Promise<unknown>>();

  const database = () => {
    if (!factory) return Promise.reject(new DOMException('no IndexedDB', 'NotSupportedError'));
    if (!connection) {
      connection = openDatabase(factory).then((db) => {
        // A newer version of the app upgrades the schema in another tab: let it, and reopen on the next call.
        db.onversionchange = () => {
          db.close();
          connection = null;
        };
        return db;
      });
    }
    return connection;
  };

  /** One read-write transaction; `work` issues its requests synchronously or from request callbacks. */
  const readWrite = async <T>(
    work: (store: IDBObjectStore, setResult: (value: T) => void) => void,
    initial: T,
  ) => {
    earlyReads.clear();
    const transaction = (await database()).transaction(STORE, 'readwrite');
    const done = completion(transaction);
    let result = initial;
    work(transaction.objectStore(STORE), (value) => {
      result = value;
    });
    await done;
    return result;
  };

  const read = async (key: string): Promise<unknown> => {
    const transaction = (await database()).transaction(STORE, 'readonly');
    return settle(transaction.objectStore(STORE).get(key));
  };

  return {
    get(key: string): Promise<unknown> {
      const early = earlyReads.get(key);
      if (early) {
        earlyReads.delete(key);
        return early;
      }
      earlyReads.clear();
      return read(key);
    },
    /** Starts reading `keys` now, in one transaction, for the get() calls that will follow (see earlyReads). */
    readEarly(keys: readonly string[]) {
      earlyReads.clear();
      const transaction = database().then((db) => db.transaction(STORE, 'readonly').objectStore(STORE));
      for (const key of keys) {
        const value = transaction.then((store) => settle(store.get(key)));
        // Rejections are the claiming get()'s to handle; an unclaimed one must not surface as unhandled.
        value.catch(() => undefined);
        earlyReads.set(key, value);
      }
    },
    put: (key: string, value: CacheValue) => readWrite((store) => store.put(value, key), undefined),
    /** Writes only where no record exists yet; one transaction, so no other tab can write in between. */
    add: (key: string, value: CacheValue) =>
      readWrite((store, setResult) => {
        const existing = store.getKey(key);
        existing.onsuccess = () => {
          if (existing.result !== undefined) return;
          store.add(value, key);
          setResult(true);
        };
      }, false),
    delete: (key: string) => readWrite((store) => store.delete(key), undefined),
    deleteFetchedBefore: (cutoff: number) =>
      readWrite((store, setResult) => {
        // The index answers primary keys: old records are found without reading their rows.
        const old = store.index(FETCHED_INDEX).getAllKeys(IDBKeyRange.upperBound(cutoff, true));
        old.onsuccess = () => {
          for (const key of old.result) store.delete(key);
          setResult(old.result.length);
        };
      }, 0),
    clear: () => readWrite((store) => store.clear(), undefined),
  };
};

export type CompanyCacheDb = ReturnType<typeof createCompanyCacheDb>;

/** The app's one connection, shared by the sync engine and the logout wipe (lib/local-cache.ts). */
export const companyCacheDb = createCompanyCacheDb(typeof indexedDB === 'undefined' ? undefined : indexedDB);
