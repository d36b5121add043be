import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, createHarness, settle, storedVersions } from '../testing/engine-harness';
import { cacheKey } from './local-cache';
import { RETRY_BASE_MS } from './sync-engine';
import { SYNC_MESSAGES } from './sync-messages';

afterEach(() => {
  vi.useRealTimers();
});

const storedVersion = (h: ReturnType<typeof createHarness>) => storedVersions(h).productVersion;

/** A logged-in harness with one product, after its first full sync. */
const syncedHarness = async () => {
  const h = createHarness();
  h.server.seed('product', [{ id: 'p1', productName: '아메리카노' }]);
  h.engine.start(COMPANY_ID);
  await settle();
  return h;
};

describe('sync engine: errors (spec §8)', () => {
  it('stores 삭제 목록 불러오기 실패 and keeps the old version when the deleted list fails', async () => {
    const h = await syncedHarness();
    const versionBefore = storedVersion(h);
    h.server.failNext((r) => r.path.endsWith('/product/deleted'));
    h.server.save('product', { id: 'p2', productName: '라떼' });
    await settle();

    expect(h.state()).toMatchObject({ isSuccess: false, error: SYNC_MESSAGES.deletedFailed });
    expect(storedVersion(h)).toBe(versionBefore);
    expect(h.state().lists.product.map((p) => p.id)).toEqual(['p1']);
  });

  it('stores 수정 목록 불러오기 실패 when the modified list fails', async () => {
    const h = await syncedHarness();
    const versionBefore = storedVersion(h);
    h.server.failNext((r) => r.path.endsWith('/product') && r.query.has('since'));
    h.server.save('product', { id: 'p2', productName: '라떼' });
    await settle();

    expect(h.state()).toMatchObject({ isSuccess: false, error: SYNC_MESSAGES.modifiedFailed });
    expect(storedVersion(h)).toBe(versionBefore);
  });

  it('stores 서버 동기화 실패 when a full load fails', async () => {
    const h = createHarness();
    h.server.failNext((r) => r.path.endsWith('/category'));
    h.engine.start(COMPANY_ID);
    await settle();

    expect(h.state()).toMatchObject({ isSuccess: false, error: SYNC_MESSAGES.syncFailed });
    expect(h.storage.peek(cacheKey('category', COMPANY_ID))).toBeUndefined();
    // The other kinds still synced and recorded their versions.
    expect(storedVersion(h)).toBe(h.server.versionInfo().productVersion);
  });

  it('retries after a failure and clears the error once a sync succeeds', async () => {
    const h = await syncedHarness();
    h.server.failNext((r) => r.path.endsWith('/product/deleted'));
    h.server.save('product', { id: 'p2', productName: '라떼' });
    await settle();
    expect(h.state().isSuccess).toBe(false);

    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    await settle();
    expect(h.state()).toMatchObject({ isSuccess: true, error: null });
    expect(h.state().lists.product.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(storedVersion(h)).toBe(h.server.versionInfo().productVersion);
  });
});

describe('sync engine: injected save functions (spec §5)', () => {
  it.each([
    ['saveItem', (h: ReturnType<typeof createHarness>) => h.engine.saveItem('product', { productName: 'x' })],
    [
      'saveItems',
      (h: ReturnType<typeof createHarness>) => h.engine.saveItems('product', [{ productName: 'x' }]),
    ],
    ['deleteItem', (h: ReturnType<typeof createHarness>) => h.engine.deleteItem('product', 'p1')],
  ] as const)('reports %s as not injected when it was not supplied', async (name, call) => {
    const h = createHarness({ save: {} });
    h.engine.start(COMPANY_ID);
    await settle();
    const before = h.server.requests.length;

    const result = await call(h);
    expect(result).toMatchObject({ isSuccess: false, message: `${name} 함수가 주입되지 않았습니다` });
    expect(h.server.requests).toHaveLength(before);
  });

  it('refuses to save without a company id and never calls the server', async () => {
    const saveItem = vi.fn();
    const saveItems = vi.fn();
    const h = createHarness({ save: { saveItem, saveItems } });
    h.engine.start('');

    expect(await h.engine.saveItem('product', { productName: 'x' })).toMatchObject({
      isSuccess: false,
      message: SYNC_MESSAGES.companyMissing,
    });
    expect(await h.engine.saveItems('product', [{ productName: 'x' }])).toMatchObject({
      message: '회사 정보 없음',
    });
    expect(saveItem).not.toHaveBeenCalled();
    expect(saveItems).not.toHaveBeenCalled();
    expect(h.server.requests).toHaveLength(0);
  });

  it('shows a saved item at once, before the realtime frame arrives', async () => {
    const h = await syncedHarness();
    h.server.closeStreams();
    const result = await h.engine.saveItem('product', { productName: '콜드브루' });
    await settle();

    expect(result.isSuccess).toBe(true);
    expect(h.state().lists.product.map((p) => p.productName)).toContain('콜드브루');
  });
});
