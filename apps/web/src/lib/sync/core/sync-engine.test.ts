import { CACHE_TTL_MS } from '@jumun/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, createHarness, settle, storedVersions } from '../testing/engine-harness';
import { ADMIN_STALE_STREAM_MS } from './company-listener';
import { cacheKey } from './local-cache';

const product = (id: string, productName: string) => ({ id, productName, priceDiscounted: 1000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('sync engine: login', () => {
  it('loads every kind fully when nothing is cached, then stores lists, positions and versions', async () => {
    const h = createHarness();
    h.server.seed('product', [product('p1', '아메리카노'), product('p2', '라떼')]);
    h.engine.start(COMPANY_ID);
    await settle();

    expect(h.state().lists.product.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(h.pathsSince(0)).toEqual([
      'GET /api/document/admin/product',
      'GET /api/document/admin/category',
      'GET /api/document/admin/option',
      'GET /api/document/admin/optionGroup',
    ]);
    const entry = h.storage.peek(cacheKey('product', COMPANY_ID));
    expect(entry).toMatchObject({
      dateLastFetched: Date.now(),
      syncPosition: '102',
      version: h.server.versionInfo().productVersion,
    });
    expect(entry?.data).toHaveLength(2);
    expect(storedVersions(h)).toEqual(h.server.versionInfo());
    expect(h.state()).toMatchObject({
      status: 'synced',
      isSuccess: true,
      error: null,
      lastSyncedAt: Date.now(),
    });
  });

  it('restores cached lists and fetches nothing when the versions did not move', async () => {
    const first = createHarness();
    first.server.seed('product', [product('p1', '아메리카노')]);
    first.engine.start(COMPANY_ID);
    await settle();
    first.engine.stop();

    const second = createHarness({ storage: first.storage });
    second.engine.start(COMPANY_ID);
    first.server.closeStreams();
    await settle();
    expect(second.state().lists.product.map((p) => p.productName)).toEqual(['아메리카노']);
    expect(second.state().loaded.product).toBe(true);
    // The second fake server starts at the same versions as the first one ended with.
    expect(second.server.requests).toHaveLength(0);
  });
});

describe('sync engine: version changes', () => {
  it('merges deletions and modifications when only the fraction moves', async () => {
    const h = createHarness();
    h.server.seed('product', [product('p1', '아메리카노'), product('p2', '라떼'), product('p3', '모카')]);
    h.engine.start(COMPANY_ID);
    await settle();
    const before = h.server.requests.length;

    h.server.save('product', { ...product('p2', '바닐라 라떼'), revision: 1 });
    h.server.remove('product', 'p3');
    h.server.save('product', product('p4', '녹차'));
    await settle();

    // The three frames arrive before the first run asks (a run first waits for the restored cache): one delta
    // carries all three, and the run they queued finds that version already reached. Never a full reload.
    expect(h.pathsSince(before)).toEqual([
      'GET /api/document/admin/product/deleted since',
      'GET /api/document/admin/product since',
    ]);
    expect(h.server.requests[before]?.query.get('since')).toBe('103');
    expect(h.state().lists.product.map((p) => [p.id, p.productName])).toEqual([
      ['p1', '아메리카노'],
      ['p2', '바닐라 라떼'],
      ['p4', '녹차'],
    ]);
    expect(storedVersions(h)).toEqual(h.server.versionInfo());
  });

  it('clears the list and reloads it fully when the integer part moves', async () => {
    const h = createHarness();
    h.server.seed('category', [{ id: 'c1', categoryName: '커피' }]);
    h.engine.start(COMPANY_ID);
    await settle();
    const before = h.server.requests.length;
    const seen: number[] = [];
    const unsubscribe = h.engine.store.subscribe(() => seen.push(h.state().lists.category.length));

    h.server.bumpGeneration('category');
    await settle();
    unsubscribe();

    expect(h.pathsSince(before)).toEqual(['GET /api/document/admin/category']);
    expect(seen).toContain(0);
    expect(h.state().lists.category.map((c) => c.id)).toEqual(['c1']);
    expect(storedVersions(h).categoryVersion).toBe(2);
  });

  it('coalesces events arriving during a run into one more run', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    const before = h.server.requests.length;
    h.server.save('option', { id: 'o1', optionName: '샷 추가' });
    h.server.save('option', { id: 'o2', optionName: '시럽' });
    h.server.save('option', { id: 'o3', optionName: '얼음' });
    await settle();
    expect(h.pathsSince(before).length).toBeLessThanOrEqual(4);
    expect(h.state().lists.option.map((o) => o.id)).toEqual(['o1', 'o2', 'o3']);
  });
});

describe('sync engine: 24 h cache expiry', () => {
  /** A first session caches one product; the returned storage is what the next login finds. */
  const cacheOneProduct = async () => {
    const first = createHarness();
    first.server.seed('product', [product('p1', '아메리카노')]);
    first.engine.start(COMPANY_ID);
    await settle();
    first.engine.stop();
    return first.storage;
  };

  it('keeps an entry exactly 24 h old and does not refetch it', async () => {
    const storage = await cacheOneProduct();
    // createHarness rewinds the fake clock to START_TIME, when the first session wrote the cache.
    const second = createHarness({ storage });
    vi.setSystemTime(Date.now() + CACHE_TTL_MS);
    second.engine.start(COMPANY_ID);
    await settle();
    expect(second.state().lists.product).toHaveLength(1);
    expect(second.server.requests).toHaveLength(0);
  });

  it('drops an entry older than 24 h and refetches the kind fully', async () => {
    const storage = await cacheOneProduct();
    const second = createHarness({ storage });
    second.server.seed('product', [product('p9', '새 상품')]);
    vi.setSystemTime(Date.now() + CACHE_TTL_MS + 1);
    const seen = new Set<string>();
    second.engine.store.subscribe(() => {
      for (const item of second.state().lists.product) seen.add(item.id);
    });
    second.engine.start(COMPANY_ID);
    await settle();
    expect(second.pathsSince(0)).toContain('GET /api/document/admin/product');
    expect(second.state().lists.product.map((p) => p.id)).toEqual(['p9']);
    expect([...seen]).toEqual(['p9']);
    expect(storage.peek(cacheKey('product', COMPANY_ID))?.data).toEqual(
      [product('p9', '새 상품')].map((p) => expect.objectContaining(p)),
    );
  });

  it('refetches fully, not as a delta, when a running tab last fetched more than 24 h ago', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    vi.setSystemTime(Date.now() + CACHE_TTL_MS + 1);
    const before = h.server.requests.length;
    h.server.save('product', product('p1', '아메리카노'));
    await settle();
    expect(h.pathsSince(before)).toContain('GET /api/document/admin/product');
    expect(h.pathsSince(before)).not.toContain('GET /api/document/admin/product/deleted since');
  });
});

describe('sync engine: the network goes away', () => {
  it('shows offline at once when the browser says so, instead of waiting for the heartbeat watchdog', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    expect(h.state().status).toBe('synced');
    h.engine.connectionLost();
    expect(h.state().status).toBe('offline');
  });

  it('shows offline 7 s after the last frame of a stream that stalled without closing, not after 45 s', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    vi.advanceTimersByTime(5_000);
    h.server.heartbeat();
    vi.advanceTimersByTime(ADMIN_STALE_STREAM_MS - 1);
    expect(h.state().status).toBe('synced');
    // No heartbeat, no close: the network swallowed the stream.
    vi.advanceTimersByTime(1);
    expect(h.state().status).toBe('offline');
  });

  it('shows offline at once when a request could not reach the server; a live stream’s next heartbeat turns it back', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    expect(h.state().status).toBe('synced');
    h.networkError();
    expect(h.state().status).toBe('offline');
    h.server.heartbeat();
    expect(h.state().status).toBe('synced');
  });

  it('stays offline after a failed request while the stream is gone too, until it reconnects', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    h.server.refuseStreams(true);
    h.networkError();
    vi.advanceTimersByTime(ADMIN_STALE_STREAM_MS);
    await settle();
    expect(h.state().status).toBe('offline');
    h.server.refuseStreams(false);
    h.engine.syncNow();
    await settle();
    expect(h.state().status).toBe('synced');
  });
});
