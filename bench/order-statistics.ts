/**
 * Issue 13: the monthly statistics view and the dashboard's "today" over many orders of one company.
 *
 *   node --import tsx bench/order-statistics.ts pg 1000000     # PostgreSQL on 127.0.0.1:5432 (BENCH_PG_URL)
 *   node --import tsx bench/order-statistics.ts pglite 100000  # embedded PGlite in a temporary directory
 *
 * Generates N orders (spread over 36 months; 5 % cancelled, 3 % unpaid; 1–3 lines with an option each) with one
 * INSERT … SELECT generate_series, ANALYZEs, then times the real service functions the routes call (server time,
 * no HTTP): 20 runs each after 3 warm-ups, median and worst.
 *
 * BENCH_DB=name (pg only) keeps the generated database under that name and reuses it on the next run, so a change
 * can be measured against the same 1M orders without generating them again (drop it by hand when done).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPostgres } from '../apps/server/src/db/client';
import { openPglite } from '../apps/server/src/db/pglite';
import { createFieldCipher } from '../apps/server/src/lib/field-cipher';
import { randomSecrets } from '../apps/server/src/lib/secrets';
import { countFailedSince } from '../apps/server/src/modules/notifications/notifications.repository';
import { createStatisticsService } from '../apps/server/src/modules/statistics';
import * as dayStore from '../apps/server/src/modules/statistics/day-stats.repository';
import { SAMPLE_OWNED_COMPANY_ID, seedDemoData } from '../apps/server/src/seed/demo-seed';
import { createFreshDatabase, databaseUrl } from './lib';

const [mode = 'pglite', countArg = '100000'] = process.argv.slice(2);
const N = Number(countArg);
const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const START = '2024-01-01 00:00:00+09';
const SPAN_DAYS = 36 * 30;
/** "Now" for the dashboard: inside the generated range, on a busy afternoon. */
const NOW = Date.parse('2025-06-18T06:00:00Z');
const MONTH = 202506;

const KEPT_DB = process.env.BENCH_DB ?? '';

const open = async (): Promise<{ database: Database; isReused: boolean; drop: () => Promise<void> }> => {
  if (mode === 'pg') {
    const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    if (!KEPT_DB) {
      const fresh = await createFreshDatabase('jumun_bench_stats', server);
      const database = await openPostgres(fresh.url, { poolSize: 4 });
      return {
        database,
        isReused: false,
        drop: async () => {
          await database.close();
          await fresh.drop();
        },
      };
    }
    if (!/^[a-z0-9_]+$/.test(KEPT_DB)) throw new Error('BENCH_DB: lower-case letters, digits and _');
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [KEPT_DB])).rowCount === 1;
    if (!exists) await admin.query(`CREATE DATABASE ${KEPT_DB}`);
    await admin.end();
    const database = await openPostgres(databaseUrl(server, KEPT_DB), { poolSize: 4 });
    return { database, isReused: exists, drop: () => database.close() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-bench-stats-'));
  const database = await openPglite(dir, { sharedBuffers: '128MB' });
  return {
    database,
    isReused: false,
    drop: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

const time = async (label: string, run: () => Promise<unknown>) => {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[10]?.toFixed(1)} ms, worst ${times[19]?.toFixed(1)} ms`);
};

/** The demo seed, then N orders of the sample company in batches of 100,000, their day counters, ANALYZE. */
const generate = async (db: Database['db']) => {
  const secrets = randomSecrets();
  await seedDemoData(db, createFieldCipher(secrets.dataKey, secrets.hashKey), { orderHistory: false });
  await db.execute(sql`delete from orders where company_id = ${COMPANY}`);
  const BATCH = 100_000;
  for (let from = 1; from <= N; from += BATCH) {
    const to = Math.min(N, from + BATCH - 1);
    await db.execute(sql`
        insert into orders (company_id, id, order_number, date_key, month_key, uid, order_channel, order_type,
                            payment_method, order_status, process_status, payable_amount, final_amount, lines,
                            coupons, status_times, reward_stamp_granted, cancel_reason, date_created)
        select ${COMPANY}, 'bench_' || g, g,
               to_char(at at time zone 'Asia/Seoul', 'YYYYMMDD')::int, to_char(at at time zone 'Asia/Seoul', 'YYYYMM')::int,
               'uid_' || (g % 5000), (array['web','web','web','kiosk','phone'])[1 + g % 5],
               (array['takeout','dineIn','delivery','parcel'])[1 + g % 4],
               (array['card','card','kakaopay','onsite','bank'])[1 + g % 5],
               case when g % 20 = 0 then 'cancelled' when g % 33 = 0 then 'pending' else 'completed' end,
               case when g % 20 = 0 then 'cancelled' when g % 33 = 0 then 'ordered' else 'completed' end,
               5000 * (1 + g % 7), 5000 * (1 + g % 7),
               (select jsonb_agg(jsonb_build_object('productName', 'product ' || ((g + l) % 40), 'quantity', 1 + l,
                         'lineTotal', 5500 * (1 + l), 'options',
                         jsonb_build_array(jsonb_build_object('optionName', 'size', 'selectedValue', 'v' || (g % 4), 'price', 500))))
                  from generate_series(0, g % 3) l),
               case when g % 50 = 0 then '[{}]'::jsonb else '[]'::jsonb end,
               '{"orderStatusAt":{},"processStatusAt":{}}'::jsonb, g % 2,
               case when g % 20 = 0 then (array['soldOut','tooBusy','customerRequest'])[1 + g % 3] end,
               at
          from generate_series(${from}::int, ${to}::int) g,
               lateral (select ${START}::timestamptz + (g::float8 / ${N} * ${SPAN_DAYS}) * interval '1 day' as at) t`);
  }
  // The day counters placement keeps (their version is what keeps a day's rollup valid, decision 021).
  await db.execute(sql`
      insert into order_counters (company_id, date_key, last_number)
      select company_id, date_key, count(*) from orders where company_id = ${COMPANY} group by 1, 2
      on conflict (company_id, date_key) do update set last_number = excluded.last_number`);
  await db.execute(sql`analyze orders`);
};

const main = async () => {
  const { database, isReused, drop } = await open();
  try {
    const { db } = database;
    const started = performance.now();
    if (!isReused) await generate(db);
    else console.log(`${mode}: reusing ${KEPT_DB} (its orders as generated before)`);
    const perMonth = await db.execute(
      sql`select count(*)::int as n from orders where company_id = ${COMPANY} and month_key = ${MONTH}`,
    );
    const today = await db.execute(
      sql`select count(*)::int as n from orders where company_id = ${COMPANY} and date_key = 20250618`,
    );
    console.log(
      `${mode}: ${N.toLocaleString('en')} orders ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${(perMonth as unknown as { rows: { n: number }[] }).rows[0]?.n} in ${MONTH}, ` +
        `${(today as unknown as { rows: { n: number }[] }).rows[0]?.n} on 2025-06-18`,
    );
    const service = createStatisticsService({
      db,
      notifications: { countFailedSince: (companyId, since) => countFailedSince(db, companyId, since) },
      companyOf: async () => ({ orderSettings: { escalationMinutes: 5 } as never }),
      now: () => NOW,
    });
    const access = { companyId: COMPANY, mode: 'read', session: {} } as never;
    // Cold: no rollups yet, every day of the month computed from the orders (the first view after deploying, or
    // after a day's orders changed on each day of the month).
    const clearRollups = () => db.execute(sql`delete from order_day_stats where company_id = ${COMPANY}`);
    await time(`${mode} monthly statistics (${MONTH}), cold`, async () => {
      await clearRollups();
      const started = performance.now();
      await service.monthlyOrders(access, MONTH);
      return performance.now() - started;
    });
    await time(`${mode} monthly statistics (${MONTH}), kept rollups`, () =>
      service.monthlyOrders(access, MONTH),
    );
    // One order of the month changed since the last view: that day alone is computed again.
    await time(`${mode} monthly statistics (${MONTH}), one day changed`, async () => {
      await db.execute(
        sql`update order_counters set changes = changes + 1 where company_id = ${COMPANY} and date_key = ${MONTH * 100 + 18}`,
      );
      await service.monthlyOrders(access, MONTH);
    });
    await time(`${mode} dashboard today`, () => service.today(access));
    // The warmer's one-time back-fill after start-up: every month of the company from no rollups (one run).
    await clearRollups();
    const backFillStarted = performance.now();
    const months = await service.warmAllMonths();
    const backFillMs = performance.now() - backFillStarted;
    console.log(
      `${mode} back-fill of every month from nothing: ${months} months in ${(backFillMs / 1000).toFixed(1)} s ` +
        `(${(backFillMs / months).toFixed(0)} ms a month)`,
    );
    if (process.env.BENCH_PARTS) {
      // Computing the month's 30 days from the orders in one go, and a days query's plan: where the cold time goes.
      const days = Array.from({ length: 30 }, (_, index) => MONTH * 100 + 1 + index);
      await time(`${mode}   computeDays (30 days)`, () => dayStore.computeDays(db, COMPANY, days));
      const plan =
        await db.execute(sql`explain analyze select date_key, count(*), sum(payable_amount) from orders
        where company_id = ${COMPANY} and date_key between ${days[0]} and ${days[29]}
          and order_status = 'completed' and process_status <> 'cancelled' group by date_key`);
      for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows)
        console.log(Object.values(row)[0]);
    }
  } finally {
    await drop();
  }
};

await main();
process.exit(0);
