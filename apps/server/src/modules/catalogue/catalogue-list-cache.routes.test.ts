import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bumpDataVersion } from '../../../test/catalogue-write';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { products } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { createCatalogueReads } from './catalogue-reads.service';
import type { ListCache } from './list-cache';

/** The full lists are answered from a version-checked cache (decisions/032): never a row older than the request. */
const COMPANY = SAMPLE_OWNED_COMPANY_ID;
type Item = { id: string; productName: string; revision: number };

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.bearer(SAMPLE_OWNER);
});
afterAll(async () => t.close());

const list = async (area: 'admin' | 'user', companyId = COMPANY) => {
  const res = await t.app.inject({
    url: `/api/document/${area}/product?companyId=${companyId}`,
    headers: area === 'admin' ? owner : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = res.json() as { isSuccess: boolean; data: Item[]; syncPosition: string };
  expect(body.isSuccess).toBe(true);
  return body;
};
const nameOf = (items: Item[], id: string) => items.find((i) => i.id === id)?.productName;

const save = async (item: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/document/admin/product',
    headers: owner,
    payload: { companyId: COMPANY, item },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; revision: number };
};

describe('the catalogue list cache', () => {
  it('answers a write made through this process at once, for administrators and customers', async () => {
    const before = await list('admin');
    await list('user');
    const target = before.data[0] as Item;
    await save({ ...target, productName: '캐시 뒤 이름' });
    expect(nameOf((await list('admin')).data, target.id)).toBe('캐시 뒤 이름');
    expect(nameOf((await list('user')).data, target.id)).toBe('캐시 뒤 이름');

    const created = await save({ productName: '새 상품', priceDiscounted: 1000 });
    expect(nameOf((await list('admin')).data, created.id)).toBe('새 상품');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/admin/product/${created.id}?companyId=${COMPANY}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(nameOf((await list('admin')).data, created.id)).toBeUndefined();
  });

  it('answers a write this process never heard of (another process, or an order taking stock) at once', async () => {
    const target = (await list('admin')).data[1] as Item;
    await list('admin');
    // Written the way any process writes: the rows and the kind's version in one transaction, no message to us.
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ productName: '다른 프로세스', revision: target.revision + 1 })
        .where(and(eq(products.companyId, COMPANY), eq(products.id, target.id)));
      await bumpDataVersion(tx, COMPANY, 'product');
    });
    expect(nameOf((await list('admin')).data, target.id)).toBe('다른 프로세스');
  });

  it('gives every answer a sync position of its own request, also from the cache', async () => {
    const first = await list('admin');
    const second = await list('admin');
    expect(second.data).toEqual(first.data);
    expect(BigInt(second.syncPosition)).toBeGreaterThanOrEqual(BigInt(first.syncPosition));
  });

  it('never stores rows older than the version they are stored under, with a write between the two reads', async () => {
    // A cache that commits a write of another process right after this request read the version and before it
    // reads the rows: the rows then hold the write, and the next request (a newer version) must see it too.
    const stored = new Map<string, { version: string; json: string }>();
    let writeDuringRead: (() => Promise<void>) | undefined;
    let pending: Promise<void> | undefined;
    const cache: ListCache = {
      get: (key, version) => {
        if (writeDuringRead) pending = writeDuringRead();
        writeDuringRead = undefined;
        const entry = stored.get(key);
        return entry?.version === version ? entry.json : undefined;
      },
      set: (key, version, json) => void stored.set(key, { version, json }),
    };
    const reads = createCatalogueReads(t.database.db, cache);
    const target = (await list('admin')).data[2] as Item;
    writeDuringRead = () =>
      t.database.db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ productName: '읽는 사이', revision: target.revision + 1 })
          .where(and(eq(products.companyId, COMPANY), eq(products.id, target.id)));
        await bumpDataVersion(tx, COMPANY, 'product');
      });
    await reads.list(null, 'user', 'product', COMPANY);
    await pending;
    const after = await reads.list(null, 'user', 'product', COMPANY);
    expect(nameOf(JSON.parse(after.itemsJson) as Item[], target.id)).toBe('읽는 사이');
  });

  it('keeps companies and audiences apart', async () => {
    const other = await list('user', 'demoCompanyCafe');
    const mine = await list('user');
    const admin = await list('admin');
    const ids = (items: Item[]) => new Set(items.map((i) => i.id));
    for (const id of ids(other.data)) expect(ids(mine.data).has(id)).toBe(false);
    // The customer view leaves out the shop's own fields; the administrators' list has them.
    expect(admin.data[0]).toHaveProperty('stockQuantity');
    expect(mine.data[0]).not.toHaveProperty('stockQuantity');
    const stranger = await t.app.inject({
      url: '/api/document/admin/product?companyId=demoCompanyCafe',
      headers: owner,
    });
    expect(stranger.statusCode).toBe(403);
  });
});
