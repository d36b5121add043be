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

/**
 * Runs a day computation with PostgreSQL's JIT off. The planner guesses 100 rows for every `jsonb_to_recordset`, so a
 * month's lines look like millions of rows and cross jit_above_cost; compiling then took ~1.1 s of a 1.7 s cold month
 * at 1M orders, for a query that runs in ~0.25 s without it (bench/order-statistics.ts, decision 021).
 */
const withoutJit = (db: Executor, query: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });

/** Which grouping set a row of the day scan is (`grouping(order_type, payment_method, order_channel, reason)`). */
const BY_ORDER_TYPE = 0b0111;
const BY_PAYMENT = 0b1011;
const BY_CHANNEL = 0b1101;
const BY_REASON = 0b1110;
const WHOLE_DAY = 0b1111;

/**
 * The figures of the given days, straight from `orders`, in two passes side by side: one over the days' rows (every
 * tally, cancellation and unpaid count at once, with FILTERs), one over the counted orders' lines, each parsed once
 * for both products and options. The cold month view is these two over a month (decision 021).
 */
export const computeDays = async (
  db: Executor,
  companyId: string,
  dateKeys: readonly number[],
): Promise<Map<number, DayStats>> => {
  const days = new Map(dateKeys.map((key) => [key, emptyDayStats()]));
  if (dateKeys.length === 0) return days;
  const where = sql`company_id = ${companyId} and ${inDays(dateKeys)}`;
  const dayOf = (key: unknown) => days.get(int(key)) ?? emptyDayStats();

  const [groups, items] = await Promise.all([
    withoutJit(
      db,
      sql`
      select date_key, order_type, payment_method, order_channel, reason,
             grouping(order_type, payment_method, order_channel, reason) as g,
             count(*) filter (where counted) as count,
             coalesce(sum(payable_amount) filter (where counted), 0) as amount,
             coalesce(sum(reward_stamp_granted) filter (where counted), 0) as stamps,
             coalesce(sum(jsonb_array_length(coupons)) filter (where counted), 0) as coupons,
             coalesce(sum(coupon_discount_total) filter (where counted), 0) as coupon_discount,
             count(*) filter (where is_cancelled) as cancelled,
             coalesce(sum(payable_amount) filter (where is_cancelled), 0) as cancelled_amount,
             count(*) filter (where not counted and not is_cancelled) as unpaid
        from (select *, ${COUNTED} as counted, process_status = 'cancelled' as is_cancelled,
                     case when process_status = 'cancelled' then coalesce(cancel_reason, 'other') end as reason
                from orders where ${where}) day_orders
       group by grouping sets ((date_key, order_type), (date_key, payment_method), (date_key, order_channel),
                               (date_key, reason), (date_key))`,
    ),
    // Each counted order's lines parsed once; every line gives its product and each chosen option value a row.
    withoutJit(
      db,
      sql`
      select o.date_key, i.kind, i.name, sum(i.quantity) as quantity, sum(i.amount) as amount
        from orders o,
             jsonb_to_recordset(o.lines) as x("productName" text, quantity int, "lineTotal" bigint, options jsonb),
             lateral (select 0 as kind, x."productName" as name, x.quantity, x."lineTotal" as amount
                      union all
                      select 1, op."optionName" || ': ' || op."selectedValue", x.quantity, op.price * x.quantity
                        from jsonb_to_recordset(x.options) as op("optionName" text, "selectedValue" text, price bigint)) i
       where ${where} and ${COUNTED}
       group by 1, 2, 3`,
    ),
  ]);

  for (const row of rowsOf<Record<string, unknown>>(groups)) {
    const day = dayOf(row.date_key);
    const tally = { count: int(row.count), amount: int(row.amount) };
    const level = int(row.g);
    if (level === WHOLE_DAY) {
      day.counted = tally;
      day.stamps = int(row.stamps);
      day.coupons = int(row.coupons);
      day.couponDiscount = int(row.coupon_discount);
      day.unpaid = int(row.unpaid);
    } else if (level === BY_REASON) {
      // Not cancelled: the group of rows without a reason.
      if (row.reason !== null)
        day.cancellations[String(row.reason)] = {
          count: int(row.cancelled),
          amount: int(row.cancelled_amount),
        };
    } else if (tally.count > 0) {
      // A type, method or channel seen only on orders that do not count gets no entry, as if never sold.
      if (level === BY_ORDER_TYPE) day.byOrderType[String(row.order_type)] = tally;
      else if (level === BY_PAYMENT) day.byPaymentMethod[String(row.payment_method)] = tally;
      else if (level === BY_CHANNEL) day.byChannel[String(row.order_channel)] = tally;
    }
  }
  for (const row of rowsOf<Record<string, unknown>>(items)) {
    const into = int(row.kind) === 0 ? dayOf(row.date_key).products : dayOf(row.date_key).options;
    into[String(row.name)] = { quantity: int(row.quantity), amount: int(row.amount) };
  }
  return days;
};
