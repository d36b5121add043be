import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Order aggregations for the dashboard and monthly statistics (issue 13, decision 016). Straight from `orders`
 * through the (company_id, date_key, process_status) index: exact by construction under concurrent placement and
 * cancellation, since there is no second copy of the figures to keep in step.
 */

/** Counted = paid and not cancelled; the one definition every figure below uses. */
const COUNTED = sql`order_status = 'completed' and process_status <> 'cancelled'`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const int = (value: unknown) => Number(value ?? 0);

export const salesByDay = async (db: Executor, companyId: string, fromKey: number, toKey: number) =>
  rowsOf<{ date_key: number; count: string; amount: string }>(
    await db.execute(sql`
      select date_key, count(*) as count, coalesce(sum(payable_amount), 0) as amount
        from orders
       where company_id = ${companyId} and date_key between ${fromKey} and ${toKey} and ${COUNTED}
       group by date_key`),
  ).map((row) => ({ dateKey: int(row.date_key), orderCount: int(row.count), salesAmount: int(row.amount) }));

/** One pass for the three breakdowns and the reward / coupon sums (grouping sets). */
export const breakdowns = async (db: Executor, companyId: string, fromKey: number, toKey: number) =>
  rowsOf<{
    order_type: string | null;
    payment_method: string | null;
    order_channel: string | null;
    g: number;
    count: string;
    amount: string;
    stamps: string;
    coupons: string;
    coupon_discount: string;
  }>(
    await db.execute(sql`
      select order_type, payment_method, order_channel,
             grouping(order_type, payment_method, order_channel) as g,
             count(*) as count, coalesce(sum(payable_amount), 0) as amount,
             coalesce(sum(reward_stamp_granted), 0) as stamps,
             coalesce(sum(jsonb_array_length(coupons)), 0) as coupons,
             coalesce(sum(coupon_discount_total), 0) as coupon_discount
        from orders
       where company_id = ${companyId} and date_key between ${fromKey} and ${toKey} and ${COUNTED}
       group by grouping sets ((order_type), (payment_method), (order_channel), ())`),
  ).map((row) => ({
    orderType: row.order_type,
    paymentMethod: row.payment_method,
    channel: row.order_channel,
    level: int(row.g),
    orderCount: int(row.count),
    salesAmount: int(row.amount),
    stamps: int(row.stamps),
    coupons: int(row.coupons),
    couponDiscount: int(row.coupon_discount),
  }));

export const topProducts = async (
  db: Executor,
  companyId: string,
  fromKey: number,
  toKey: number,
  limit: number,
) =>
  rowsOf<{ name: string; quantity: string; amount: string }>(
    await db.execute(sql`
      with month as materialized (
        select lines from orders
         where company_id = ${companyId} and date_key between ${fromKey} and ${toKey} and ${COUNTED})
      select line->>'productName' as name, sum((line->>'quantity')::int) as quantity,
             sum((line->>'lineTotal')::bigint) as amount
        from month, jsonb_array_elements(month.lines) as line
       group by 1 order by 2 desc, 3 desc, 1 limit ${limit}`),
  ).map((row) => ({ name: row.name, quantity: int(row.quantity), amount: int(row.amount) }));

export const topOptions = async (
  db: Executor,
  companyId: string,
  fromKey: number,
  toKey: number,
  limit: number,
) =>
  rowsOf<{ name: string; quantity: string; amount: string }>(
    // jsonb_to_recordset reads the typed fields in one go: far cheaper than ->> per field on every option.
    await db.execute(sql`
      with month as materialized (
        select lines from orders
         where company_id = ${companyId} and date_key between ${fromKey} and ${toKey} and ${COUNTED})
      select o."optionName" || ': ' || o."selectedValue" as name, sum(l.quantity) as quantity,
             sum(o.price * l.quantity) as amount
        from month,
             jsonb_to_recordset(month.lines) as l(quantity int, options jsonb),
             jsonb_to_recordset(l.options) as o("optionName" text, "selectedValue" text, price bigint)
       group by 1 order by 2 desc, 3 desc, 1 limit ${limit}`),
  ).map((row) => ({ name: row.name, quantity: int(row.quantity), amount: int(row.amount) }));

export const cancellations = async (db: Executor, companyId: string, fromKey: number, toKey: number) =>
  rowsOf<{ reason: string | null; count: string; amount: string }>(
    await db.execute(sql`
      select coalesce(cancel_reason, 'other') as reason, count(*) as count, coalesce(sum(payable_amount), 0) as amount
        from orders
       where company_id = ${companyId} and date_key between ${fromKey} and ${toKey} and process_status = 'cancelled'
       group by 1 order by 2 desc, 1`),
  ).map((row) => ({ reason: row.reason ?? 'other', orderCount: int(row.count), amount: int(row.amount) }));

export const unpaidCount = async (db: Executor, companyId: string, fromKey: number, toKey: number) => {
  const [row] = rowsOf<{ count: string }>(
    await db.execute(sql`
      select count(*) as count from orders
       where company_id = ${companyId} and date_key between ${fromKey} and ${toKey}
         and order_status <> 'completed' and process_status <> 'cancelled'`),
  );
  return int(row?.count);
};

/** Today's orders by processStatus (every order, paid or not: the board's tabs). */
export const countsByProcessStatus = async (db: Executor, companyId: string, dateKey: number) =>
  rowsOf<{ process_status: string; count: string }>(
    await db.execute(sql`
      select process_status, count(*) as count from orders
       where company_id = ${companyId} and date_key = ${dateKey}
       group by process_status`),
  ).map((row) => ({ status: row.process_status, count: int(row.count) }));

/** Sales of one day up to an instant (last week's same weekday "so far"). */
export const salesOfDayUntil = async (db: Executor, companyId: string, dateKey: number, until: Date) => {
  const [row] = rowsOf<{ count: string; amount: string }>(
    await db.execute(sql`
      select count(*) as count, coalesce(sum(payable_amount), 0) as amount from orders
       where company_id = ${companyId} and date_key = ${dateKey} and date_created <= ${until} and ${COUNTED}`),
  );
  return { orderCount: int(row?.count), salesAmount: int(row?.amount) };
};

export const waitingSince = async (
  db: Executor,
  companyId: string,
  fromKey: number,
  toKey: number,
  before: Date,
) =>
  rowsOf<{ id: string; order_number: number; date_created: string | Date }>(
    await db.execute(sql`
      select id, order_number, date_created from orders
       where company_id = ${companyId} and date_key between ${fromKey} and ${toKey}
         and process_status = 'waitingConfirm' and order_status <> 'paymentProcessing' and date_created < ${before}
       order by date_created limit 50`),
  ).map((row) => ({
    id: row.id,
    orderNumber: int(row.order_number),
    dateCreated: new Date(row.date_created),
  }));

export const soldOutProducts = async (db: Executor, companyId: string, at: Date) =>
  rowsOf<{ id: string; product_name: string }>(
    await db.execute(sql`
      select id, product_name from products
       where company_id = ${companyId} and not is_deleted and is_sold_out
         and (sold_out_until is null or sold_out_until > ${at})
       order by product_name limit 50`),
  ).map((row) => ({ id: row.id, name: row.product_name }));
