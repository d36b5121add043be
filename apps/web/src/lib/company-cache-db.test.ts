import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCompanyCacheDb, OPEN_TIMEOUT_MS } from './company-cache-db';

const entry = (dateLastFetched: number, names: string[]) => ({
  data: names.map((productName, index) => ({ id: `p${index}`, productName, optionGroups: [{ id: 'g1' }] })),
  dateLastFetched,
  syncPosition: '7',
  version: 1.000002,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('company cache in IndexedDB', () => {
  it('keeps rows by structured clone, one record per key', async () => {
    const db = createCompanyCacheDb(new IDBFactory());
    await db.put('companyDataCache:product:coA', entry(10, ['아메리카노', '라떼']));
    await db.put('companyDataCache:product:coB', entry(10, ['녹차']));
    expect(await db.get('companyDataCache:product:coA')).toEqual(entry(10, ['아메리카노', '라떼']));
    expect(await db.get('companyDataCache:product:coB')).toEqual(entry(10, ['녹차']));
    expect(await db.get('companyDataCache:category:coA')).toBeUndefined();
  });

  it('adds only where no record exists yet', async () => {
    const db = createCompanyCacheDb(new IDBFactory());
    await db.put('k', entry(20, ['새 목록']));
    expect(await db.add('k', entry(10, ['옛 목록']))).toBe(false);
    expect(await db.add('other', entry(10, ['옛 목록']))).toBe(true);
    expect(await db.get('k')).toEqual(entry(20, ['새 목록']));
    expect(await db.get('other')).toEqual(entry(10, ['옛 목록']));
  });

  it('deletes the records fetched strictly before the cutoff, of every company', async () => {
    const db = createCompanyCacheDb(new IDBFactory());
    await db.put('old:coA', entry(99, ['a']));
    await db.put('old:coB', entry(50, ['b']));
    await db.put('edge', entry(100, ['c']));
    expect(await db.deleteFetchedBefore(100)).toBe(2);
    expect(await db.get('old:coA')).toBeUndefined();
    expect(await db.get('old:coB')).toBeUndefined();
    expect(await db.get('edge')).toEqual(entry(100, ['c']));
  });

  it('orders calls as issued: a write issued before a wipe never lands after it', async () => {
    const db = createCompanyCacheDb(new IDBFactory());
    // Issued together, before the database is even open.
    const written = db.put('k', entry(1, ['아메리카노']));
    const wiped = db.clear();
    const rewritten = db.put('after', entry(1, ['라떼']));
    await Promise.all([written, wiped, rewritten]);
    expect(await db.get('k')).toBeUndefined();
    expect(await db.get('after')).toEqual(entry(1, ['라떼']));
  });

  it('rejects every call where the browser has no IndexedDB, so callers keep working from memory', async () => {
    const db = createCompanyCacheDb(undefined);
    await expect(db.get('k')).rejects.toThrow('no IndexedDB');
    await expect(db.put('k', entry(1, []))).rejects.toThrow('no IndexedDB');
    await expect(db.clear()).rejects.toThrow('no IndexedDB');
  });

  it('gives up on an open() that never answers', async () => {
    vi.useFakeTimers();
    const stuck = { open: () => ({}) } as unknown as IDBFactory;
    const db = createCompanyCacheDb(stuck);
    const read = db.get('k');
    const failed = expect(read).rejects.toThrow('open timed out');
    await vi.advanceTimersByTimeAsync(OPEN_TIMEOUT_MS);
    await failed;
  });

  it('rejects a write the browser refuses (quota), instead of throwing out of the caller', async () => {
    const factory = new IDBFactory();
    const db = createCompanyCacheDb(factory);
    const tooBig = { ...entry(1, []), data: [() => 'a function cannot be cloned'] };
    await expect(db.put('k', tooBig)).rejects.toThrow();
    expect(await db.get('k')).toBeUndefined();
  });
});

describe('reads started early, before the engine asks (decision 046)', () => {
  const KEYS = ['companyDataCache:product:coA', 'companyDataCache:category:coA'];

  /** A factory whose store holds `records`, and a count of the get() requests it serves. */
  const seeded = async (records: Record<string, ReturnType<typeof entry>>) => {
    const factory = new IDBFactory();
    const writer = createCompanyCacheDb(factory);
    for (const [key, value] of Object.entries(records)) await writer.put(key, value);
    const get = vi.spyOn(IDBObjectStore.prototype, 'get');
    return { db: createCompanyCacheDb(factory), gets: () => get.mock.calls.length };
  };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hands each early read to the first get() of its key, without reading again', async () => {
    const { db, gets } = await seeded({ [KEYS[0] ?? '']: entry(10, ['라떼']) });
    db.readEarly(KEYS);
    expect(await db.get(KEYS[0] ?? '')).toEqual(entry(10, ['라떼']));
    expect(await db.get(KEYS[1] ?? '')).toBeUndefined();
    expect(gets()).toBe(2);
    // Claimed once: the next get() reads the store again.
    expect(await db.get(KEYS[0] ?? '')).toEqual(entry(10, ['라떼']));
    expect(gets()).toBe(3);
  });

  it('drops them when a write is issued first, so a get() never misses a write issued before it', async () => {
    const { db } = await seeded({ [KEYS[0] ?? '']: entry(10, ['라떼']) });
    db.readEarly(KEYS);
    void db.put(KEYS[0] ?? '', entry(20, ['아메리카노']));
    expect(await db.get(KEYS[0] ?? '')).toEqual(entry(20, ['아메리카노']));
  });

  it('drops them when another key is asked for first (another company), so unclaimed rows are not kept', async () => {
    const { db, gets } = await seeded({ [KEYS[0] ?? '']: entry(10, ['라떼']) });
    db.readEarly(KEYS);
    expect(await db.get('companyDataCache:product:coB')).toBeUndefined();
    expect(await db.get(KEYS[0] ?? '')).toEqual(entry(10, ['라떼']));
    expect(gets()).toBe(2 + 2);
  });

  it('leaves a failed early read to its get(), and reports nothing unhandled meanwhile', async () => {
    const db = createCompanyCacheDb(undefined);
    db.readEarly(KEYS);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(db.get(KEYS[0] ?? '')).rejects.toThrow('no IndexedDB');
  });
});
