import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signInAsCustomer } from '../../../test/login';
import { customerActivities, orderCounters, orders } from '../../db/schema';
import { DEMO_CUSTOMER } from '../customers/demo-customer';
import { SAMPLE_OWNED_COMPANY_ID, seedDemoData } from '../demo-seed';
import { HISTORY_DAYS } from './order-history';

const NOW = new Date('2026-11-23T15:00:00+09:00');
let t: TestApp;
let seconds = 0;

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW.getTime(), seed: false });
  const started = performance.now();
  await seedDemoData(t.database.db, t.app.services.cipher, { now: NOW });
  seconds = (performance.now() - started) / 1000;
}, 120_000);
afterAll(async () => t.close());

describe('demo order history', () => {
  it('covers the last 90 days of each demo company with consecutive daily numbers and matching counters', async () => {
    const perCompany = await t.database.db
      .select({
        companyId: orders.companyId,
        count: sql<number>`count(*)::int`,
        days: sql<number>`count(distinct ${orders.dateKey})::int`,
      })
      .from(orders)
      .groupBy(orders.companyId);
    const byId = Object.fromEntries(perCompany.map((row) => [row.companyId, row]));
    expect(byId.demoCompanyCafe?.days).toBe(HISTORY_DAYS);
    expect(byId.demoCompanyCafe?.count).toBeGreaterThan(1500);
    expect(byId.demoMall?.count).toBeGreaterThan(300);

    const day = await t.database.db
      .select({ n: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.companyId, 'demoCompanyCafe'), eq(orders.dateKey, 20261120)))
      .orderBy(asc(orders.orderNumber));
    expect(day.map((row) => row.n)).toEqual(day.map((_, index) => index + 1));
    const [counter] = await t.database.db
      .select()
      .from(orderCounters)
      .where(and(eq(orderCounters.companyId, 'demoCompanyCafe'), eq(orderCounters.dateKey, 20261120)));
    expect(counter?.lastNumber).toBe(day.length);
    // Figures in the report: the history must not slow start-up noticeably.
    console.info(`demo order history seeded in ${seconds.toFixed(1)} s`);
  });

  it('prices every seeded order consistently: payable = final − discounts, lines sum to the cart', async () => {
    const [bad] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`${orders.payableAmount} <> ${orders.finalAmount} - ${orders.couponDiscountTotal} - ${orders.pointDiscountTotal}
          or ${orders.cartTotalWithOptions} <> (select coalesce(sum((l->>'lineTotal')::bigint), 0) from jsonb_array_elements(${orders.lines}) l)`,
      );
    expect(bad?.count).toBe(0);
  });

  it('is idempotent, and gives the demo customer orders, stamps and a coupon at the sample cafe', async () => {
    const before = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(orders);
    await seedDemoData(t.database.db, t.app.services.cipher, { now: NOW });
    const after = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]?.count).toBe(before[0]?.count);

    const [activity] = await t.database.db
      .select()
      .from(customerActivities)
      .where(
        and(
          eq(customerActivities.companyId, SAMPLE_OWNED_COMPANY_ID),
          eq(customerActivities.uid, DEMO_CUSTOMER.uid),
        ),
      );
    // 아메리카노 ×2, 라떼 + 아메리카노, 아메리카노, 바닐라빈 라떼 + 라떼: one stamp per drink.
    expect(activity).toMatchObject({ stampRemaining: 7, stampTotal: 7, orderTotalCount: 4 });
    const customer = await signInAsCustomer(t.app, DEMO_CUSTOMER.phone);
    expect(customer.uid).toBe(DEMO_CUSTOMER.uid);
    const rewards = await t.app.inject({
      url: `/api/store/companies/${SAMPLE_OWNED_COMPANY_ID}/me/rewards`,
      headers: customer.headers,
    });
    expect(rewards.json().data.coupons).toEqual([
      expect.objectContaining({ couponName: '첫 방문 감사 1,000원 할인', status: 'active' }),
    ]);
    const history = await t.app.inject({
      url: `/api/orders/listByDate?companyId=${SAMPLE_OWNED_COMPANY_ID}&searchDate=20261122`,
      headers: customer.headers,
    });
    expect(history.json().data).toEqual([
      expect.objectContaining({ processStatus: 'completed', orderStatus: 'completed' }),
    ]);
  });
});
