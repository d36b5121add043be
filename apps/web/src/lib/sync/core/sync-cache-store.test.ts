import { CATALOGUE_KINDS, VERSION_KEYS } from '@jumun/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, createHarness, settle, storedVersions } from '../testing/engine-harness';
import { createMemoryCacheStore } from '../testing/memory-cache-store';
import { createMemoryStorage } from '../testing/memory-storage';
import { cacheKey } from './local-cache';

afterEach(() => {
  vi.useRealTimers();
});

const product = (id: string, productName: string) => ({ id, productName, priceDiscounted: 1000 });
/** What the fake server's versions are before any change: generation 1, revision 0. */
const FIRST_VERSIONS = Object.fromEntries(CATALOGUE_KINDS.map((kind) => [VERSION_KEYS[kind], 1]));

/** The localStorage a build before decision 035 left: every kind of COMPANY_ID, its versions, another company. */
const legacyStorage = (now: number, products: unknown[]) =>
  createMemoryStorage({
    ...Object.fromEntries(
      CATALOGUE_KINDS.map((kind) => [
        cacheKey(kind, COMPANY_ID),
        JSON.stringify({
          data: kind === 'product' ? products : [],
          dateLastFetched: now,
          syncPosition: '101',
        }),
      ]),
    ),
    [cacheKey('version', COMPANY_ID)]: JSON.stringify({ data: FIRST_VERSIONS, dateLastFetched: now }),
    [cacheKey('product', 'coOther')]: JSON.stringify({ data: [product('x1', '녹차')], dateLastFetched: now }),
    'jumun-language': 'ko',
  });

/**
 * The pre-035 localStorage holding 아메리카노, an empty store (`isBroken`: IndexedDB unavailable), the same product on
 * the fake server; the engine started and settled, so the move has happened.
 */
const startFromLegacyStorage = async ({ isBroken = false } = {}) => {
  const storage = createMemoryCacheStore();
  storage.isBroken = isBroken;
  const legacy = legacyStorage(Date.UTC(2026, 10, 22, 3, 0, 0), [product('p1', '아메리카노')]);
  const h = createHarness({ storage, legacyStorage: legacy });
  h.server.seed('product', [product('p1', '아메리카노')]);
  h.engine.start(COMPANY_ID);
  await settle();
  return { storage, legacy, h };
};

/** A save on the server after the move is fetched as a delta: the moved sync positions hold. */
const expectDeltaOfNextSave = async (h: ReturnType<typeof createHarness>) => {
  h.server.save('product', product('p2', '라떼'));
  await settle();
  expect(h.pathsSince(0)).toEqual([
    'GET /api/document/admin/product/deleted since',
    'GET /api/document/admin/product since',
  ]);
};

describe('sync engine: the cache store (decision 035)', () => {
  it('moves the localStorage cache into the store once, versions included, and syncs only the delta', async () => {
    const { storage, legacy, h } = await startFromLegacyStorage();

    expect(h.state().lists.product.map((p) => p.productName)).toEqual(['아메리카노']);
    expect(h.server.requests).toHaveLength(0);
    expect(legacy.dump()).toEqual({ 'jumun-language': 'ko' });
    expect(storage.keys().sort()).toEqual(
      [...CATALOGUE_KINDS.map((kind) => cacheKey(kind, COMPANY_ID)), cacheKey('product', 'coOther')].sort(),
    );
    expect(storedVersions(h)).toEqual(FIRST_VERSIONS);
    expect(storage.peek(cacheKey('product', 'coOther'))?.data).toEqual([product('x1', '녹차')]);

    await expectDeltaOfNextSave(h);
    expect(h.state().lists.product.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('never lets a moved localStorage entry replace a record the store already holds', async () => {
    const now = Date.UTC(2026, 10, 22, 3, 0, 0);
    const storage = createMemoryCacheStore({
      [cacheKey('product', COMPANY_ID)]: {
        data: [product('p1', '바닐라 라떼')],
        dateLastFetched: now,
        syncPosition: '105',
        version: 1,
      },
    });
    const legacy = legacyStorage(now, [product('p1', '옛 이름')]);
    const h = createHarness({ storage, legacyStorage: legacy });
    h.engine.start(COMPANY_ID);
    await settle();

    expect(h.state().lists.product.map((p) => p.productName)).toEqual(['바닐라 라떼']);
    expect(storage.peek(cacheKey('product', COMPANY_ID))?.syncPosition).toBe('105');
    expect(legacy.dump()).toEqual({ 'jumun-language': 'ko' });
  });

  it('keeps working from memory when IndexedDB is unavailable, starting from the moved entries once', async () => {
    const { legacy, h } = await startFromLegacyStorage({ isBroken: true });
    expect(h.state().lists.product.map((p) => p.productName)).toEqual(['아메리카노']);
    expect(legacy.dump()).toEqual({ 'jumun-language': 'ko' });

    await expectDeltaOfNextSave(h);
    expect(h.state()).toMatchObject({ isSuccess: true, error: null, status: 'synced' });
    expect(h.state().lists.product.map((p) => p.id)).toEqual(['p1', 'p2']);
    h.engine.stopSync();
    await settle();
    expect(h.state().lists.product).toEqual([]);
  });

  it('keeps the lists in memory when the store is over quota', async () => {
    const storage = createMemoryCacheStore();
    storage.isFull = true;
    const h = createHarness({ storage });
    h.server.seed('product', [product('p1', '아메리카노')]);
    h.engine.start(COMPANY_ID);
    await settle();

    expect(h.state()).toMatchObject({ isSuccess: true, error: null, status: 'synced' });
    expect(h.state().lists.product.map((p) => p.id)).toEqual(['p1']);
    expect(storage.keys()).toEqual([]);
  });
});
