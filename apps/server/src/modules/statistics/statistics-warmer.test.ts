import { type MonthlyOrderStatistics, seoulDateKey } from '@jumun/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { rowsOf } from './order-sql';
import { startStatisticsWarmer } from './statistics-warmer';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const silent = { info: () => undefined, warn: () => undefined } as never;

/** Decision 021: after start-up every older month's rollups are filled in the background, once. */
describe('back-filling every month', () => {
  const t = useTestApp({ now: () => Date.parse('2026-11-25T06:00:00Z') });

  it('computes the days of every month with orders, and a later view of an old month computes nothing', async () => {
    await t.database.db.execute(sql`delete from orders where company_id = ${COMPANY}`);
    await t.database.db.execute(sql`delete from order_day_stats where company_id = ${COMPANY}`);
    for (const [id, at, amount] of [
      ['bf_1', '2025-01-15T03:00:00Z', 5_000],
      ['bf_2', '2025-07-15T03:00:00Z', 7_000],
      ['bf_3', '2026-03-15T03:00:00Z', 9_000],
    ] as const) {
      const dateKey = seoulDateKey(new Date(at));
      await t.database.db.execute(sql`
        insert into orders (company_id, id, order_number, date_key, month_key, uid, order_channel, order_type,
                            payment_method, order_status, process_status, payable_amount, final_amount, lines,
                            coupons, status_times, date_created)
        values (${COMPANY}, ${id}, 1, ${dateKey}, ${Math.floor(dateKey / 100)}, 'uid_c', 'web', 'takeout', 'card',
                'completed', 'completed', ${amount}, ${amount}, '[]', '[]',
                '{"orderStatusAt":{},"processStatusAt":{}}', ${at})`);
      await t.database.db.execute(sql`
        insert into order_counters (company_id, date_key, last_number) values (${COMPANY}, ${dateKey}, 1)
        on conflict (company_id, date_key) do update set last_number = order_counters.last_number + 1`);
    }

    expect(await t.app.services.statistics.warmAllMonths()).toBeGreaterThanOrEqual(3);
    const kept = rowsOf<{ date_key: number; amount: number }>(
      await t.database.db.execute(
        sql`select date_key, (stats->'counted'->>'amount')::int as amount from order_day_stats
             where company_id = ${COMPANY} and date_key in (20250115, 20250715, 20260315) order by date_key`,
      ),
    );
    expect(kept).toEqual([
      { date_key: 20250115, amount: 5_000 },
      { date_key: 20250715, amount: 7_000 },
      { date_key: 20260315, amount: 9_000 },
    ]);
    // Every day of those months is kept, not only the days with orders.
    const days = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from order_day_stats where company_id = ${COMPANY} and date_key / 100 = 202507`,
      ),
    );
    expect(days[0]?.n).toBe(31);

    // A change to a kept figure shows the view read it, rather than computing the month again.
    await t.database.db.execute(
      sql`update order_day_stats set stats = jsonb_set(stats, '{counted,amount}', '1') where company_id = ${COMPANY} and date_key = 20250715`,
    );
    const res = await t.app.inject({
      url: `/api/admin/companies/${COMPANY}/statistics/monthly-orders?month=202507`,
      headers: t.owner,
    });
    expect((res.json().data as MonthlyOrderStatistics).totals.salesAmount).toBe(1);
  });
});

describe('startStatisticsWarmer', () => {
  it('back-fills once, keeps the recent months warm on every run, and retries a failed back-fill', async () => {
    const calls: string[] = [];
    let failures = 1;
    const warmer = startStatisticsWarmer(
      {
        warmRecentMonths: async () => {
          calls.push('recent');
          return 1;
        },
        warmAllMonths: async () => {
          calls.push('all');
          if (failures-- > 0) throw new Error('database away');
          return 36;
        },
      },
      silent,
      20,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await warmer.stop();
    // First run: the back-fill fails; the next one does it; after that, only the recent months.
    expect(calls.slice(0, 5)).toEqual(['recent', 'all', 'recent', 'all', 'recent']);
    expect(calls.filter((call) => call === 'all')).toHaveLength(2);
  });

  it('stops the back-fill when the server closes, and waits for the month in progress', async () => {
    let monthsDone = 0;
    const warmer = startStatisticsWarmer(
      {
        warmRecentMonths: async () => 0,
        warmAllMonths: async (shouldStop) => {
          while (!shouldStop?.()) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            monthsDone += 1;
          }
          return monthsDone;
        },
      },
      silent,
      10,
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    await warmer.stop();
    const atStop = monthsDone;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(atStop).toBeGreaterThan(0);
    expect(monthsDone).toBe(atStop);
  });
});
