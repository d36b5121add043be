import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => t.close());

const shiftNewestMigration = (by: number) =>
  t.database.db.execute(
    sql`update drizzle.__drizzle_migrations set created_at = created_at + ${by}
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
  );

describe('/healthz and /readyz', () => {
  it('are alive and ready with the database up, migrations applied and realtime listening', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, listen: true, accepting: true },
    });
  });

  it('is not ready (503) when the migrations of this build are not all applied', async () => {
    await shiftNewestMigration(-1);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toMatchObject({ database: true, migrations: false });
    await shiftNewestMigration(1);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('/readyz on PostgreSQL', () => {
  it('is 503 while the LISTEN connection is down, and ready again once it reconnected', async () => {
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    let sawDown = false;
    let isReady = false;
    for (let attempt = 0; attempt < 60 && !isReady; attempt++) {
      const res = await t.app.inject({ url: '/readyz' });
      if (res.statusCode === 503) {
        sawDown = true;
        expect(res.json().checks).toMatchObject({ database: true, listen: false });
      }
      isReady = sawDown && res.statusCode === 200;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([sawDown, isReady]).toEqual([true, true]);
  });
});

describe('/metrics', () => {
  it('refuses callers without the METRICS_TOKEN', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, and reports SSE streams and process metrics', async () => {
    await t.app.inject({ url: '/api/document/user/product?companyId=nobody' });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(
      /jumun_http_request_duration_seconds_count\{method="GET",route="\/api\/document\/:area\/:kind",status="\d{3}"\} 1/,
    );
    expect(res.body).toContain('jumun_sse_streams_open 0');
    expect(res.body).toContain('jumun_realtime_fanout_seconds_bucket');
    expect(res.body).toContain('jumun_process_resident_memory_bytes');
    expect(res.body).toContain('jumun_notification_outbox_depth 0');
    // Health probes and scrapes are not counted as traffic.
    expect(res.body).not.toContain('route="/readyz"');
  });

  it('counts notifications by channel and result, and reports the outbox depth as it changes', async () => {
    const scrape = async () =>
      (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const before = await scrape();
    expect(before).toContain('jumun_notification_outbox_depth 0');
    await t.database.db.execute(
      sql`insert into notification_outbox (company_id, order_id, event, dedupe_key, secured_phone, message, next_attempt_at)
          values ('metricsCo', 'o1', 'orderAccepted', 'metrics-o1', 'x', 'hello', now() + interval '1 day')`,
    );
    expect(await scrape()).toContain('jumun_notification_outbox_depth 1');
  });

  it('does not exist without a METRICS_TOKEN', async () => {
    const plain = await buildTestApp({ seed: false });
    expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    await plain.close();
  });
});
