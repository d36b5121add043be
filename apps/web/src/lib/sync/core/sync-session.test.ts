import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, createHarness, settle } from '../testing/engine-harness';
import { createMemoryCacheStore } from '../testing/memory-cache-store';
import { RECONNECT_BASE_MS } from './company-listener';
import { cacheKey } from './local-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('sync engine: logout (spec §4)', () => {
  it('clears the company, wipes every companyDataCache record and stops the listener', async () => {
    const storage = createMemoryCacheStore({
      [cacheKey('product', 'coOther')]: { data: [], dateLastFetched: Date.now() },
    });
    const h = createHarness({ storage });
    h.server.seed('product', [{ id: 'p1', productName: '아메리카노' }]);
    h.engine.start(COMPANY_ID);
    await settle();
    expect(h.server.streamCount()).toBe(1);
    expect(h.state().company?.companyId).toBe(COMPANY_ID);

    h.engine.stopSync();
    await settle();

    expect(storage.keys()).toEqual([]);
    expect(h.server.streamCount()).toBe(0);
    expect(h.state()).toMatchObject({ companyId: null, company: null, status: 'offline' });
    expect(h.state().lists.product).toEqual([]);
  });

  it('does not write the cache back when a sync finishes after logout', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await Promise.resolve();
    await Promise.resolve();
    h.engine.stopSync();
    await settle();
    expect(h.storage.keys()).toEqual([]);
    expect(h.state().lists.product).toEqual([]);
  });

  it('does not reconnect after logout', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    h.engine.stopSync();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.server.streamCount()).toBe(0);
  });
});

describe('sync engine: realtime connection', () => {
  it('goes offline when the server ends the stream, reconnects with backoff and catches up', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    expect(h.state().status).toBe('synced');

    h.server.closeStreams();
    expect(h.state().status).toBe('offline');
    // Written while nobody listened: only the snapshot of the next connection can reveal it.
    h.server.seed('product', [{ id: 'p1', productName: '아메리카노' }]);
    h.server.save('product', { id: 'p2', productName: '라떼' });

    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS - 1);
    expect(h.server.streamCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(h.server.streamCount()).toBe(1);
    expect(h.state().status).toBe('synced');
    expect(h.state().lists.product.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('doubles the wait after each attempt that got no frame, and resets once frames flow', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    h.server.refuseStreams(true);
    h.server.closeStreams();
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS); // attempt 1 refused
    await vi.advanceTimersByTimeAsync(2 * RECONNECT_BASE_MS - 1);
    h.server.refuseStreams(false);
    expect(h.server.streamCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1); // attempt 2, after 2 s
    await settle();
    expect(h.server.streamCount()).toBe(1);
    expect(h.state().status).toBe('synced');
  });

  it('restarts nothing when the same company starts again, and switches cleanly to another', async () => {
    const h = createHarness();
    h.engine.start(COMPANY_ID);
    await settle();
    h.engine.start(COMPANY_ID);
    expect(h.server.streamCount()).toBe(1);
    h.engine.start('coSecond');
    expect(h.state().companyId).toBe('coSecond');
    expect(h.state().lists.product).toEqual([]);
  });
});
