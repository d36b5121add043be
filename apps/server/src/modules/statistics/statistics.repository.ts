import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { COUNTED, int, rowsOf } from './order-sql';

/**
 * The dashboard's "today" (issue 13, decision 016): straight from `orders` through the (company_id, date_key,
 * process_status) index. The month view's figures are daily rollups (day-stats.repository.ts, decision 021).
 */

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
