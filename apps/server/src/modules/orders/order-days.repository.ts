import { and, between, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderCounters } from '../../db/schema';

/**
 * A day's version for the statistics' daily rollups (decision 021): order_counters.last_number (placements) + changes
 * (every later change, counted in the change's transaction).
 */

/** Each day's current version (a day without a counter row has never had an order placed through the API: 0). */
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
