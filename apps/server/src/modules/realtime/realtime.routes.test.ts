import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bumpDataVersion } from '../../../test/catalogue-write';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { openSse } from '../../../test/sse-client';
import { openPostgres } from '../../db/client';
import { companies } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { createRealtimeHub } from './realtime.hub';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
let t: TestApp;
let base: string;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  headers = await t.bearer(SAMPLE_OWNER);
});
afterAll(async () => t.close());

const streamUrl = (area = 'admin', companyId = COMPANY) =>
  `${base}/api/realtime/${area}/companies/${companyId}`;

describe('GET /api/realtime/{area}/companies/:companyId', () => {
  it('starts with a snapshot and pushes versionInfo after a committed write', async () => {
    const stream = await openSse(streamUrl(), headers);
    expect(stream.status).toBe(200);
    const snapshot = await stream.waitFor((f) => f.event === 'company.changed');
    const before = (snapshot.data as { versionInfo: { productVersion: number } }).versionInfo.productVersion;
    const from = stream.frames.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/document/admin/product',
      headers,
      payload: { companyId: COMPANY, item: { productName: '실시간 라떼' } },
    });
    const event = await stream.waitFor((f) => f.event === 'company.changed', from);
    expect(event.data).toMatchObject({ companyId: COMPANY, changed: 'product' });
    expect((event.data as { versionInfo: { productVersion: number } }).versionInfo.productVersion).not.toBe(
      before,
    );
    await stream.close();
  });

  it('says nothing while the writing transaction is still open, and nothing at all on rollback', async () => {
    const stream = await openSse(streamUrl(), headers);
    await stream.waitFor((f) => f.event === 'company.changed');
    const from = stream.frames.length;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = t.database.db.transaction(async (tx) => {
      await tx.select().from(companies).where(eq(companies.id, COMPANY)).for('update');
      await bumpDataVersion(tx, COMPANY, 'category');
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.frames.slice(from).filter((f) => f.event === 'company.changed')).toEqual([]);
    release();
    await held;
    await stream.waitFor(
      (f) => f.event === 'company.changed' && (f.data as { changed: string }).changed === 'category',
      from,
    );

    const afterCommit = stream.frames.length;
    await t.database.db
      .transaction(async (tx) => {
        await bumpDataVersion(tx, COMPANY, 'option');
        throw new Error('rollback on purpose');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.frames.slice(afterCommit).filter((f) => f.event === 'company.changed')).toEqual([]);
    await stream.close();
  });

  it('refuses anonymous admin streams and other companies, but serves the public user stream', async () => {
    expect((await fetch(streamUrl())).status).toBe(401);
    expect((await fetch(streamUrl('admin', 'demoHQ'), { headers })).status).toBe(403);
    const publicStream = await openSse(streamUrl('user'));
    expect(publicStream.status).toBe(200);
    await publicStream.waitFor((f) => f.event === 'company.changed');
    await publicStream.close();
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'delivers commits made by another server process (PostgreSQL LISTEN/NOTIFY)',
    async () => {
      const other = await openPostgres(t.database.connectionUrl as string, { poolSize: 2 });
      const stream = await openSse(streamUrl(), headers);
      await stream.waitFor((f) => f.event === 'company.changed');
      const from = stream.frames.length;
      await other.db.transaction(async (tx) => {
        await bumpDataVersion(tx, COMPANY, 'optionGroup');
      });
      await stream.waitFor((f) => (f.data as { changed?: string }).changed === 'optionGroup', from);
      await stream.close();
      await other.close();
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'ends the streams when the LISTEN connection drops, then hears commits again after reconnecting',
    async () => {
      const stream = await openSse(streamUrl(), headers);
      await stream.waitFor((f) => f.event === 'company.changed');
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      // A commit may have gone unheard while the connection was down: the client must resubscribe.
      await stream.ended;
      let heard = false;
      for (let attempt = 0; attempt < 10 && !heard; attempt++) {
        const next = await openSse(streamUrl(), headers);
        await next.waitFor((f) => f.event === 'company.changed');
        const from = next.frames.length;
        await t.database.db.transaction(async (tx) => {
          await bumpDataVersion(tx, COMPANY, 'category');
        });
        heard = await next
          .waitFor((f) => (f.data as { changed?: string }).changed === 'category', from, 1000)
          .then(() => true)
          .catch(() => false);
        await next.close();
      }
      expect(heard).toBe(true);
    },
  );
});

describe('realtime hub', () => {
  it('drops a subscriber that falls behind instead of buffering for it', async () => {
    const hub = await createRealtimeHub(t.database, { heartbeatMs: 20 });
    let closed = false;
    hub.subscribe({
      companyId: COMPANY,
      audience: { kind: 'admin' },
      send: () => false,
      close: () => {
        closed = true;
      },
    });
    expect(hub.subscriberCount()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(closed).toBe(true);
    expect(hub.subscriberCount()).toBe(0);
    await hub.close();
  });

  it("beats every heartbeat on administrators' streams (the board's stall check) and every third on the others", async () => {
    const hub = await createRealtimeHub(t.database, { heartbeatMs: 20 });
    const beats = { admin: 0, public: 0, customer: 0 };
    for (const audience of [
      { kind: 'admin' },
      { kind: 'public' },
      { kind: 'customer', uid: 'u1' },
    ] as const) {
      hub.subscribe({
        companyId: COMPANY,
        audience,
        send: (frame) => {
          if (frame.startsWith('event: heartbeat')) beats[audience.kind] += 1;
          return true;
        },
        close: () => undefined,
      });
    }
    while (beats.admin < 9) await new Promise((resolve) => setTimeout(resolve, 10));
    await hub.close();
    expect(beats.public).toBeGreaterThanOrEqual(Math.floor(beats.admin / 3));
    expect(beats.public).toBeLessThanOrEqual(Math.ceil(beats.admin / 3));
    expect(beats.customer).toBe(beats.public);
  });
});
