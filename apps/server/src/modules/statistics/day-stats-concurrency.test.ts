import type { MonthlyOrderStatistics } from '@jumun/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { changeStatus, draft, placeOrder } from '../../../test/factories/order';
import { signInAsCustomer } from '../../../test/login';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { computeDays } from './day-stats.repository';
import { rowsOf } from './order-sql';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
/** Wednesday 2026-11-25 15:00 in Seoul: the sample cafe is open. */
const NOW = Date.parse('2026-11-25T06:00:00Z');
const TODAY = 20261125;

/**
 * The daily rollups stay exact when orders are cancelled while the month is being read (decision 021): a rollup is
 * stored with the day's version read before computing, so a cancellation landing mid-computation leaves it one
 * version behind and the next read computes the day again — never a figure that silently stays wrong.
 */
describe('daily rollups under concurrent cancellation', () => {
  const t = useTestApp({ now: () => NOW });
  const month = async () => {
    const res = await t.app.inject({
      url: `/api/admin/companies/${COMPANY}/statistics/monthly-orders?month=202611`,
      headers: t.owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as MonthlyOrderStatistics;
  };
  /** The truth, straight from `orders`. */
  const direct = async () => {
    const [row] = rowsOf<Record<string, number>>(
      await t.database.db.execute(sql`
        select count(*) filter (where order_status = 'completed' and process_status <> 'cancelled')::int as counted,
               coalesce(sum(payable_amount) filter (where order_status = 'completed' and process_status <> 'cancelled'), 0)::int as amount,
               count(*) filter (where process_status = 'cancelled')::int as cancelled,
               count(*) filter (where order_status <> 'completed' and process_status <> 'cancelled')::int as unpaid
          from orders where company_id = ${COMPANY} and month_key = 202611`),
    );
    return row ?? {};
  };

  it('ends exact when completed orders are cancelled while the month is being read', async () => {
    await t.database.db.execute(sql`delete from orders where company_id = ${COMPANY}`);
    await t.database.db.execute(sql`delete from order_day_stats where company_id = ${COMPANY}`);
    const customer = await signInAsCustomer(t.app, '+821000000005');
    const completed: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { order } = await placeOrder(t.app, customer.headers, draft());
      for (const [from, to] of [
        ['waitingConfirm', 'ordered'],
        ['ordered', 'completed'],
      ] as const)
        expect((await changeStatus(t.app, t.owner, order.id, { from, to })).statusCode).toBe(200);
      completed.push(order.id);
    }
    expect((await month()).totals.orderCount).toBe(10);

    // Three rounds: cancellations and month views at once, each round's views racing its cancellations.
    for (const round of [0, 1, 2]) {
      const cancelled = completed.slice(round * 2, round * 2 + 2);
      await Promise.all([
        ...cancelled.map((id) =>
          changeStatus(t.app, t.owner, id, {
            from: 'completed',
            to: 'cancelled',
            cancelReason: round === 1 ? 'soldOut' : 'customerRequest',
          }).then((res) => expect(res.statusCode, res.body).toBe(200)),
        ),
        ...Array.from({ length: 4 }, () => month()),
      ]);
    }

    const truth = await direct();
    expect(truth).toMatchObject({ counted: 4, cancelled: 6 });
    const after = await month();
    expect(after.totals).toMatchObject({ orderCount: truth.counted, salesAmount: truth.amount });
    expect(after.cancellations.orderCount).toBe(truth.cancelled);
    expect(after.cancellations.byReason.map((row) => [row.reason, row.orderCount])).toEqual([
      ['customerRequest', 4],
      ['soldOut', 2],
    ]);
    expect(after.unpaidCount).toBe(truth.unpaid);
    // What is kept for the day is what the orders say now, not a figure from the middle of the race.
    const [kept] = rowsOf<{ stats: unknown }>(
      await t.database.db.execute(
        sql`select stats from order_day_stats where company_id = ${COMPANY} and date_key = ${TODAY}`,
      ),
    );
    expect(kept?.stats).toEqual((await computeDays(t.database.db, COMPANY, [TODAY])).get(TODAY));
  });
});
