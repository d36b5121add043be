import type { MonthlyOrderStatistics } from '@jumun/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { changeStatus, draft, placeOrder } from '../../../test/factories/order';
import { statisticsOf } from '../../../test/factories/order-rows';
import { signInAsCustomer } from '../../../test/login';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
/** Wednesday 2026-11-25 15:00 in Seoul. */
const NOW = Date.parse('2026-11-25T06:00:00Z');

describe('order statistics', () => {
  const t = useTestApp({ now: () => NOW });
  const { insert, get } = statisticsOf(t);

  it('sums a Seoul month with its edges, leaving cancelled and unpaid orders out', async () => {
    await insert([
      // 2026-11-01 00:00 Seoul is 2026-10-31 15:00 UTC: the first order of November; one minute earlier is October.
      {
        at: '2026-10-31T15:00:00Z',
        amount: 10_000,
        lines: [{ name: '아메리카노', quantity: 2, unitPrice: 5_000 }],
      },
      { at: '2026-10-31T14:59:00Z', amount: 99_000 },
      // 2026-11-30 23:59 Seoul is still November; 2026-12-01 00:00 Seoul is not.
      {
        at: '2026-11-30T14:59:00Z',
        amount: 20_000,
        orderType: 'delivery',
        paymentMethod: 'bankTransfer',
        stamps: 2,
        coupons: 1,
        lines: [
          {
            name: '라떼',
            quantity: 3,
            unitPrice: 6_000,
            options: [{ name: '샷', value: '추가', price: 500 }],
          },
        ],
      },
      { at: '2026-11-30T15:00:00Z', amount: 77_000 },
      {
        at: '2026-11-10T03:00:00Z',
        amount: 6_000,
        channel: 'kiosk',
        stamps: 1,
        lines: [
          {
            name: '아메리카노',
            quantity: 1,
            unitPrice: 5_000,
            options: [{ name: '샷', value: '추가', price: 500 }],
          },
        ],
      },
      // Cancelled (with and without payment) and unpaid: counted apart.
      {
        at: '2026-11-10T04:00:00Z',
        amount: 8_000,
        processStatus: 'cancelled',
        orderStatus: 'cancelled',
        cancelReason: 'soldOut',
      },
      {
        at: '2026-11-11T04:00:00Z',
        amount: 4_000,
        processStatus: 'cancelled',
        orderStatus: 'pending',
        cancelReason: 'customerRequest',
      },
      {
        at: '2026-11-12T04:00:00Z',
        amount: 3_000,
        processStatus: 'cancelled',
        orderStatus: 'completed',
        cancelReason: 'soldOut',
      },
      {
        at: '2026-11-12T05:00:00Z',
        amount: 50_000,
        orderStatus: 'pending',
        processStatus: 'ordered',
        paymentMethod: 'onsite',
      },
    ]);

    const stats = await get<MonthlyOrderStatistics>('/statistics/monthly-orders?month=202611');
    expect(stats.totals).toEqual({ orderCount: 3, salesAmount: 36_000, averageAmount: 12_000 });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily[0]).toEqual({ date: 20261101, orderCount: 1, salesAmount: 10_000 });
    expect(stats.daily[29]).toEqual({ date: 20261130, orderCount: 1, salesAmount: 20_000 });
    expect(stats.daily.reduce((sum, day) => sum + day.salesAmount, 0)).toBe(36_000);
    expect(stats.byOrderType).toEqual([
      { key: 'delivery', orderCount: 1, salesAmount: 20_000 },
      { key: 'takeout', orderCount: 2, salesAmount: 16_000 },
    ]);
    expect(stats.byPaymentMethod).toEqual([
      { key: 'bankTransfer', orderCount: 1, salesAmount: 20_000 },
      { key: 'card', orderCount: 2, salesAmount: 16_000 },
    ]);
    expect(stats.byChannel).toEqual([
      { key: 'web', orderCount: 2, salesAmount: 30_000 },
      { key: 'kiosk', orderCount: 1, salesAmount: 6_000 },
    ]);
    expect(stats.topProducts).toEqual([
      { name: '라떼', quantity: 3, amount: 18_000 },
      { name: '아메리카노', quantity: 3, amount: 15_000 },
    ]);
    expect(stats.topOptions).toEqual([{ name: '샷: 추가', quantity: 4, amount: 2_000 }]);
    expect(stats).toMatchObject({
      stampsGranted: 3,
      couponsUsed: 1,
      couponDiscountAmount: 1_000,
      unpaidCount: 1,
    });
    expect(stats.cancellations).toEqual({
      orderCount: 3,
      amount: 15_000,
      byReason: [
        { reason: 'soldOut', orderCount: 2, amount: 11_000 },
        { reason: 'customerRequest', orderCount: 1, amount: 4_000 },
      ],
    });

    const october = await get<MonthlyOrderStatistics>('/statistics/monthly-orders?month=202610');
    expect(october.totals).toMatchObject({ orderCount: 1, salesAmount: 99_000 });
    expect(october.daily).toHaveLength(31);
    const december = await get<MonthlyOrderStatistics>('/statistics/monthly-orders?month=202612');
    expect(december.daily[0]).toEqual({ date: 20261201, orderCount: 1, salesAmount: 77_000 });
  });

  it('follows placement and every status change at once, though the month is kept as daily rollups', async () => {
    await insert([{ at: '2026-11-10T03:00:00Z', amount: 6_000 }]);
    const month = () => get<MonthlyOrderStatistics>('/statistics/monthly-orders?month=202611');
    expect((await month()).totals.orderCount).toBe(1);

    const customer = await signInAsCustomer(t.app, '+821000000005');
    const placed = (await placeOrder(t.app, customer.headers, draft())).order;
    const afterPlacing = await month();
    expect(afterPlacing.totals.orderCount).toBe(1);
    expect(afterPlacing.unpaidCount).toBe(1);

    for (const [from, to] of [
      ['waitingConfirm', 'ordered'],
      ['ordered', 'completed'],
    ] as const) {
      const res = await changeStatus(t.app, t.owner, placed.id, { from, to });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Completed at the counter: paid, so counted, with its line among the products.
    const afterCompleting = await month();
    expect(afterCompleting.totals).toMatchObject({
      orderCount: 2,
      salesAmount: 6_000 + placed.amounts.payableAmount,
    });
    expect(afterCompleting.unpaidCount).toBe(0);
    expect(afterCompleting.topProducts.map((product) => product.name)).toContain(
      placed.lines[0]?.productName,
    );
    expect(afterCompleting.daily.find((day) => day.date === 20261125)?.orderCount).toBe(1);

    const refunded = await changeStatus(t.app, t.owner, placed.id, {
      from: 'completed',
      to: 'cancelled',
      cancelReason: 'customerRequest',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const afterCancelling = await month();
    expect(afterCancelling.totals.orderCount).toBe(1);
    expect(afterCancelling.cancellations.byReason).toEqual([
      { reason: 'customerRequest', orderCount: 1, amount: placed.amounts.payableAmount },
    ]);
  });

  it('ends exact when orders are placed while the month is being read', async () => {
    await insert([]);
    const customer = await signInAsCustomer(t.app, '+821000000005');
    const month = () => get<MonthlyOrderStatistics>('/statistics/monthly-orders?month=202611');
    await month();
    await Promise.all([
      ...Array.from({ length: 8 }, () => placeOrder(t.app, customer.headers, draft())),
      ...Array.from({ length: 6 }, () => month()),
    ]);
    const direct = (await t.database.db.execute(
      sql`select count(*)::int as n from orders
           where company_id = ${COMPANY} and month_key = 202611 and process_status <> 'cancelled'
             and order_status <> 'completed'`,
    )) as unknown as { rows: { n: number }[] };
    expect(direct.rows[0]?.n).toBe(8);
    expect((await month()).unpaidCount).toBe(8);
  });

  it('keeps the rollups of this and last month ready in the background, so a view computes nothing', async () => {
    await insert([
      { at: '2026-10-20T03:00:00Z', amount: 7_000 },
      { at: '2026-11-20T03:00:00Z', amount: 9_000 },
    ]);
    // The day counters placement would have written (their last_number is part of each day's version).
    await t.database.db.execute(sql`
      insert into order_counters (company_id, date_key, last_number) values
        (${COMPANY}, 20261020, 1), (${COMPANY}, 20261120, 1)
      on conflict (company_id, date_key) do update set last_number = order_counters.last_number + 1`);
    expect(await t.app.services.statistics.warmRecentMonths()).toBeGreaterThanOrEqual(1);
    const kept = (await t.database.db.execute(
      sql`select date_key, (stats->'counted'->>'amount')::int as amount from order_day_stats
           where company_id = ${COMPANY} and date_key in (20261020, 20261120) order by date_key`,
    )) as unknown as { rows: { date_key: number; amount: number }[] };
    expect(kept.rows).toEqual([
      { date_key: 20261020, amount: 7_000 },
      { date_key: 20261120, amount: 9_000 },
    ]);
    // A view now reads what the warmer kept: a change to the kept figures shows that nothing was recomputed.
    await t.database.db.execute(
      sql`update order_day_stats set stats = jsonb_set(stats, '{counted,amount}', '1') where company_id = ${COMPANY} and date_key = 20261120`,
    );
    expect(
      (await get<MonthlyOrderStatistics>('/statistics/monthly-orders?month=202611')).totals.salesAmount,
    ).toBe(1);
  });

  it('refuses a month that is not yyyyMM', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${COMPANY}/statistics/monthly-orders?month=202613`,
      headers: t.owner,
    });
    expect(res.statusCode).toBe(400);
  });
});
