import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bumpDataVersion } from '../../../test/catalogue-write';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { companies } from '../../db/schema';
import { newId } from '../../lib/ids';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { CATALOGUE_KIND_CONFIG } from './catalogue.kinds';
import { insertItems } from './catalogue.repository';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const WRITERS = 20;
const OPS_PER_WRITER = 12;

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  headers = await t.bearer(SAMPLE_OWNER);
});
afterAll(async () => t.close());

type Item = { id: string; revision: number; productName: string };

/** A client that keeps a replica with the spec §4 merge: drop deleted ids, then upsert modified ones. */
const createReplica = () => {
  const items = new Map<string, Item>();
  let since: string | undefined;
  const get = async (path: string) => {
    const res = await t.app.inject({ url: path, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: unknown; syncPosition: string };
  };
  return {
    items,
    async sync() {
      const query = `companyId=${COMPANY}${since === undefined ? '' : `&since=${since}`}`;
      const deleted = await get(`/api/document/admin/product/deleted?${query}`);
      const modified = await get(`/api/document/admin/product?${query}`);
      for (const id of deleted.data as string[]) items.delete(id);
      for (const item of modified.data as Item[]) items.set(item.id, item);
      // Both positions are safe; the smaller one re-reads at most a few rows again.
      since =
        BigInt(deleted.syncPosition) < BigInt(modified.syncPosition)
          ? deleted.syncPosition
          : modified.syncPosition;
    },
  };
};

const serverState = async () => {
  const res = await t.app.inject({ url: `/api/document/admin/product?companyId=${COMPANY}`, headers });
  return new Map((res.json().data as Item[]).map((i) => [i.id, i]));
};

/** One writer: creates, edits (with its revision) and deletes its own products. */
const runWriter = async (writer: number) => {
  const mine: Item[] = [];
  for (let op = 0; op < OPS_PER_WRITER; op++) {
    const roll = op % 4;
    if (roll === 3 && mine.length > 0) {
      const victim = mine.shift() as Item;
      await t.app.inject({
        method: 'DELETE',
        url: `/api/document/admin/product/${victim.id}?companyId=${COMPANY}`,
        headers,
      });
    } else if (roll === 2 && mine.length > 0) {
      const target = mine[0] as Item;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/document/admin/product',
        headers,
        payload: {
          companyId: COMPANY,
          item: { id: target.id, revision: target.revision, productName: `${target.productName}*` },
        },
      });
      if (res.statusCode === 200)
        Object.assign(target, { revision: res.json().data.revision, productName: `${target.productName}*` });
    } else {
      const productName = `writer${writer}-op${op}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/document/admin/product',
        headers,
        payload: { companyId: COMPANY, item: { productName } },
      });
      mine.push({ id: res.json().data.id, revision: 1, productName });
    }
  }
};

describe('lossless delta sync', () => {
  it('keeps a syncing reader equal to the server under 20 concurrent writers', async () => {
    const replica = createReplica();
    await replica.sync();
    const seeded = replica.items.size;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        await replica.sync();
        // inject() plus PGlite can answer entirely in microtasks (the session comes from the verified-token
        // cache); a real client always waits for the network, and the writers need the event loop too.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => runWriter(w)));
    writing = false;
    await reader;
    await replica.sync();

    const server = await serverState();
    const missing = [...server.keys()].filter((id) => !replica.items.has(id));
    const resurrected = [...replica.items.keys()].filter((id) => !server.has(id));
    const stale = [...server.values()].filter(
      (item) => replica.items.get(item.id)?.revision !== item.revision,
    );
    expect({ missing, resurrected, stale }).toEqual({ missing: [], resurrected: [], stale: [] });
    // Each writer nets 6 creates − 3 deletes.
    expect(server.size).toBe(seeded + WRITERS * 3);
  });

  it('never loses a write whose transaction commits after a reader moved past it', async () => {
    const replica = createReplica();
    await replica.sync();
    const lateId = newId('p');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let wrote: () => void = () => undefined;
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    // A writer that takes its xid, writes, and then stays open while others read and write.
    const held = t.database.db.transaction(async (tx) => {
      await tx.select().from(companies).where(eq(companies.id, COMPANY)).for('update');
      await insertItems(tx, CATALOGUE_KIND_CONFIG.product, [
        { id: lateId, companyId: COMPANY, productName: '늦게 커밋된 상품' },
      ]);
      await bumpDataVersion(tx, COMPANY, 'product');
      wrote();
      await gate;
    });
    await written;
    if (t.database.driver === 'postgres') {
      // PGlite runs one transaction at a time, so only a real server can read while the writer is open.
      await replica.sync();
      expect(replica.items.has(lateId)).toBe(false);
    }
    release();
    await held;
    await replica.sync();
    expect(replica.items.has(lateId)).toBe(true);
    expect(new Set(replica.items.keys())).toEqual(new Set((await serverState()).keys()));
  });
});
