import { type DashboardToday, type MonthlyOrderStatistics, seoulDateKey } from '@jumun/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { changeStatus, draft, placeOrder } from '../../../test/factories/order';
import { signInAsCustomer } from '../../../test/login';
import { notificationOutbox, orders } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
/** Wednesday 2026-11-25 15:00 in Seoul. */
const NOW = Date.parse('2026-11-25T06:00:00Z');

type Generated = {
  at: string;
  amount: number;
  orderType?: string;
  paymentMethod?: string;
  channel?: string;
  orderStatus?: string;
  processStatus?: string;
  cancelReason?: string;
  stamps?: number;
  coupons?: number;
  lines?: {
    name: string;
    quantity: number;
    unitPrice: number;
    options?: { name: string; value: string; price: number }[];
  }[];
};

let sequence = 0;
const rowOf = (order: Generated): typeof orders.$inferInsert => {
  sequence += 1;
  const at = new Date(order.at);
  const dateKey = seoulDateKey(at);
  return {
    companyId: COMPANY,
    id: `stat_${sequence}`,
    orderNumber: 1000 + sequence,
    dateKey,
    monthKey: Math.floor(dateKey / 100),
    uid: 'uid_customer',
    orderChannel: order.channel ?? 'web',
    orderType: order.orderType ?? 'takeout',
    paymentMethod: order.paymentMethod ?? 'card',
    orderStatus: order.orderStatus ?? 'completed',
    processStatus: order.processStatus ?? 'completed',
    payableAmount: order.amount,
    finalAmount: order.amount,
    couponDiscountTotal: (order.coupons ?? 0) * 1000,
    lines: (order.lines ?? []).map((line, lineIndex) => ({
      lineIndex,
      productId: line.name,
      productName: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.unitPrice * line.quantity,
      options: (line.options ?? []).map((option) => ({
        optionId: option.name,
        optionName: option.name,
        selectedValue: option.value,
        price: option.price,
      })),
    })) as never,
    coupons: Array.from({ length: order.coupons ?? 0 }, () => ({})) as never,
    cancelReason: order.cancelReason ?? null,
    rewardStampGranted: order.stamps ?? 0,
    statusTimes: { orderStatusAt: {}, processStatusAt: {} },
    dateCreated: at,
  };
};

describe('order statistics', () => {
  const t = useTestApp({ now: () => NOW });
  /**
   * Each test starts from no orders (the seed places a few for the demo board), then adds its own. Written straight
   * into the table, past the day versions placement and status changes keep, so the kept rollups go too.
   */
  const insert = async (list: Generated[]) => {
    await t.database.db.execute(sql`delete from orders where company_id = ${COMPANY}`);
    await t.database.db.execute(sql`delete from order_day_stats where company_id = ${COMPANY}`);
    if (list.length > 0) await t.database.db.insert(orders).values(list.map(rowOf));
  };
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${COMPANY}${url}`,
      headers: t.owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

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

  it("gives today's business against the same weekday last week, up to the same time", async () => {
    await insert([
      { at: '2026-11-25T01:00:00Z', amount: 12_000 },
      { at: '2026-11-25T02:00:00Z', amount: 8_000, processStatus: 'cooking' },
      // Waiting for acceptance since 14:40 Seoul: 20 minutes, past the default 5-minute escalation.
      {
        at: '2026-11-25T05:40:00Z',
        amount: 5_000,
        orderStatus: 'pending',
        processStatus: 'waitingConfirm',
        paymentMethod: 'onsite',
      },
      {
        at: '2026-11-25T05:58:00Z',
        amount: 5_000,
        orderStatus: 'pending',
        processStatus: 'waitingConfirm',
        paymentMethod: 'onsite',
      },
      { at: '2026-11-25T03:00:00Z', amount: 9_000, processStatus: 'cancelled', orderStatus: 'cancelled' },
      // Last Wednesday: one before 15:00, one after (not yet "so far" today).
      { at: '2026-11-18T02:00:00Z', amount: 10_000 },
      { at: '2026-11-18T08:00:00Z', amount: 30_000 },
    ]);
    const before = await get<DashboardToday>('/dashboard/today');
    const restocked = before.soldOut.length;
    const marked = (await t.database.db.execute(
      sql`update products set is_sold_out = true, sold_out_until = null
           where company_id = ${COMPANY} and id = (select min(id) from products
                 where company_id = ${COMPANY} and not is_deleted and not is_sold_out) returning id`,
    )) as unknown as { rows: { id: string }[] };
    // One option item sold out until turned back, another whose timed sold-out ended this morning (01:00Z).
    const option = (await t.database.db.execute(
      sql`update options set sold_out_items = jsonb_build_array(
              jsonb_build_object('item', option_items[1], 'until', null),
              jsonb_build_object('item', option_items[2], 'until', '2026-11-25T01:00:00.000Z'))
           where company_id = ${COMPANY} and id = (select min(id) from options
                 where company_id = ${COMPANY} and not is_deleted and cardinality(option_items) >= 2)
           returning id, option_name, option_items`,
    )) as unknown as { rows: { id: string; option_name: string; option_items: string[] }[] };
    const [soldOutOption] = option.rows;

    const today = await get<DashboardToday>('/dashboard/today');
    expect(today.date).toBe(20261125);
    expect(today.today).toEqual({ orderCount: 2, salesAmount: 20_000, averageAmount: 10_000 });
    expect(today.lastWeek).toEqual({ orderCount: 1, salesAmount: 10_000, averageAmount: 10_000 });
    expect(today.byProcessStatus).toMatchObject({
      completed: 1,
      cooking: 1,
      waitingConfirm: 2,
      cancelled: 1,
    });
    expect(today.waitingTooLong).toHaveLength(1);
    expect(today.waitingTooLong[0]?.waitingMinutes).toBe(20);
    expect(today.soldOut).toHaveLength(restocked + 1);
    expect(today.soldOut.map((item) => item.id)).toContain(marked.rows[0]?.id);
    const itemOf = (index: number) => ({
      optionId: soldOutOption?.id,
      optionName: soldOutOption?.option_name,
      item: soldOutOption?.option_items[index],
    });
    expect(today.soldOutOptionItems).toContainEqual(itemOf(0));
    expect(today.soldOutOptionItems).not.toContainEqual(itemOf(1));
    expect(today.failedNotifications).toBe(0);
  });

  it("counts today's failed customer messages only: not sent ones, not yesterday's, not another shop's", async () => {
    let key = 0;
    const message = (fields: { state: string; at: string; companyId?: string }) => ({
      companyId: fields.companyId ?? COMPANY,
      orderId: `stat_msg_${++key}`,
      event: 'orderReady',
      dedupeKey: `stat_msg_${key}`,
      securedPhone: '',
      message: '메뉴가 준비되었습니다.',
      state: fields.state,
      dateCreated: new Date(fields.at),
    });
    await t.database.db.insert(notificationOutbox).values([
      // 09:00 and 14:30 Seoul today: refused for good.
      message({ state: 'failed', at: '2026-11-25T00:00:00Z' }),
      message({ state: 'failed', at: '2026-11-25T05:30:00Z' }),
      message({ state: 'sent', at: '2026-11-25T05:00:00Z' }),
      message({ state: 'queued', at: '2026-11-25T05:50:00Z' }),
      // 23:30 Seoul yesterday.
      message({ state: 'failed', at: '2026-11-24T14:30:00Z' }),
      message({ state: 'failed', at: '2026-11-25T05:00:00Z', companyId: 'demoCompanyCafe' }),
    ]);
    expect((await get<DashboardToday>('/dashboard/today')).failedNotifications).toBe(2);
  });
});
