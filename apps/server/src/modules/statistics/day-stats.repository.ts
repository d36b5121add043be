import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderDayStats } from '../../db/schema';
import { type DayStats, emptyDayStats } from './day-stats';
import { COUNTED, int, rowsOf } from './order-sql';

/**
 * The daily rollups of the monthly statistics (decision 021): each day's figures are computed from `orders` once and
 * kept while the day's version (the orders module's `dayVersions`) is the one they were computed at.
 */

const inDays = (dateKeys: readonly number[]): SQL =>
  sql`date_key in (${sql.join(
    dateKeys.map((key) => sql`${key}`),
    sql`, `,
  )})`;

export const storedDays = async (db: Executor, companyId: string, fromKey: number, toKey: number) => {
  const rows = await db
    .select({ dateKey: orderDayStats.dateKey, version: orderDayStats.version, stats: orderDayStats.stats })
    .from(orderDayStats)
    .where(and(eq(orderDayStats.companyId, companyId), between(orderDayStats.dateKey, fromKey, toKey)));
  return new Map(rows.map((row) => [row.dateKey, { version: row.version, stats: row.stats as DayStats }]));
};

/** Keeps a day's figures; an older computation never replaces a newer one. */
export const storeDays = async (
  db: Executor,
  companyId: string,
  days: readonly { dateKey: number; version: number; stats: DayStats }[],
) => {
  if (days.length === 0) return;
  await db
    .insert(orderDayStats)
    .values(days.map((day) => ({ companyId, dateKey: day.dateKey, version: day.version, stats: day.stats })))
    .onConflictDoUpdate({
      target: [orderDayStats.companyId, orderDayStats.dateKey],
      set: { version: sql`excluded.version`, stats: sql`excluded.stats`, computedAt: sql`now()` },
      setWhere: sql`excluded.version >= ${orderDayStats.version}`,
    });
};

/** The figures of the given days, straight from `orders` (five grouped passes over the days' rows). */
export const computeDays = async (
  db: Executor,
  companyId: string,
  dateKeys: readonly number[],
): Promise<Map<number, DayStats>> => {
  const days = new Map(dateKeys.map((key) => [key, emptyDayStats()]));
  if (dateKeys.length === 0) return days;
  const where = sql`company_id = ${companyId} and ${inDays(dateKeys)}`;
  const dayOf = (key: unknown) => days.get(int(key)) ?? emptyDayStats();

  const [groups, products, options, cancelled, unpaid] = await Promise.all([
    db.execute(sql`
      select date_key, order_type, payment_method, order_channel,
             grouping(order_type, payment_method, order_channel) as g,
             count(*) as count, coalesce(sum(payable_amount), 0) as amount,
             coalesce(sum(reward_stamp_granted), 0) as stamps,
             coalesce(sum(jsonb_array_length(coupons)), 0) as coupons,
             coalesce(sum(coupon_discount_total), 0) as coupon_discount
        from orders where ${where} and ${COUNTED}
       group by grouping sets ((date_key, order_type), (date_key, payment_method), (date_key, order_channel), (date_key))`),
    // The days' lines read once (materialised), then unnested: far cheaper than unnesting inside the scan.
    db.execute(sql`
      with days as materialized (select date_key, lines from orders where ${where} and ${COUNTED})
      select date_key, line->>'productName' as name, sum((line->>'quantity')::int) as quantity,
             sum((line->>'lineTotal')::bigint) as amount
        from days, jsonb_array_elements(days.lines) as line
       group by 1, 2`),
    db.execute(sql`
      with days as materialized (select date_key, lines from orders where ${where} and ${COUNTED})
      select date_key, o."optionName" || ': ' || o."selectedValue" as name, sum(l.quantity) as quantity,
             sum(o.price * l.quantity) as amount
        from days,
             jsonb_to_recordset(days.lines) as l(quantity int, options jsonb),
             jsonb_to_recordset(l.options) as o("optionName" text, "selectedValue" text, price bigint)
       group by 1, 2`),
    db.execute(sql`
      select date_key, coalesce(cancel_reason, 'other') as reason, count(*) as count,
             coalesce(sum(payable_amount), 0) as amount
        from orders where ${where} and process_status = 'cancelled'
       group by 1, 2`),
    db.execute(sql`
      select date_key, count(*) as count from orders
       where ${where} and order_status <> 'completed' and process_status <> 'cancelled'
       group by 1`),
  ]);

  for (const row of rowsOf<Record<string, unknown>>(groups)) {
    const day = dayOf(row.date_key);
    const tally = { count: int(row.count), amount: int(row.amount) };
    const level = int(row.g);
    if (level === 7) {
      day.counted = tally;
      day.stamps = int(row.stamps);
      day.coupons = int(row.coupons);
      day.couponDiscount = int(row.coupon_discount);
    } else if (row.order_type !== null) day.byOrderType[String(row.order_type)] = tally;
    else if (row.payment_method !== null) day.byPaymentMethod[String(row.payment_method)] = tally;
    else if (row.order_channel !== null) day.byChannel[String(row.order_channel)] = tally;
  }
  for (const row of rowsOf<Record<string, unknown>>(products))
    dayOf(row.date_key).products[String(row.name)] = { quantity: int(row.quantity), amount: int(row.amount) };
  for (const row of rowsOf<Record<string, unknown>>(options))
    dayOf(row.date_key).options[String(row.name)] = { quantity: int(row.quantity), amount: int(row.amount) };
  for (const row of rowsOf<Record<string, unknown>>(cancelled))
    dayOf(row.date_key).cancellations[String(row.reason)] = {
      count: int(row.count),
      amount: int(row.amount),
    };
  for (const row of rowsOf<Record<string, unknown>>(unpaid)) dayOf(row.date_key).unpaid = int(row.count);
  return days;
};
