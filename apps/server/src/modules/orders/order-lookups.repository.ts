import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderCounters, orders } from '../../db/schema';

/** Reads of the orders tables that other modules ask for (statistics, the operator's company list). */

/**
 * Each day's version for the statistics' daily rollups (decision 021): order_counters.last_number (placements) +
 * changes (every later change, counted in the change's transaction). A day without a counter row has never had an
 * order placed through the API: 0.
 */
export const dayVersions = async (db: Executor, companyId: string, fromKey: number, toKey: number) => {
  const rows = await db
    .select({
      dateKey: orderCounters.dateKey,
      version: sql<number>`${orderCounters.lastNumber} + ${orderCounters.changes}`.mapWith(Number),
    })
    .from(orderCounters)
    .where(and(eq(orderCounters.companyId, companyId), between(orderCounters.dateKey, fromKey, toKey)));
  return new Map(rows.map((row) => [row.dateKey, row.version]));
};

/** Companies with a day counter since `sinceKey`: the ones whose recent rollups may need bringing up to date. */
export const companiesWithOrdersSince = async (db: Executor, sinceKey: number) =>
  (
    await db
      .selectDistinct({ companyId: orderCounters.companyId })
      .from(orderCounters)
      .where(sql`${orderCounters.dateKey} >= ${sinceKey}`)
  ).map((row) => row.companyId);

/** When each company among `ids` last had an order placed (ISO), for the companies that have any. */
export const lastOrderAtByCompany = async (db: Executor, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ companyId: orders.companyId, at: sql<string>`max(${orders.dateCreated})` })
    .from(orders)
    .where(inArray(orders.companyId, [...ids]))
    .groupBy(orders.companyId);
  return new Map(rows.map((row) => [row.companyId, new Date(row.at).toISOString()]));
};
