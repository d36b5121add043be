import { and, arrayContains, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { issuedCoupons, rewardLogs } from '../../db/schema';

type Executor = Db | Tx;
export type IssuedCouponRow = typeof issuedCoupons.$inferSelect;
export type NewIssuedCouponRow = typeof issuedCoupons.$inferInsert;
export type NewRewardLogRow = typeof rewardLogs.$inferInsert;

export const findCouponsOfCustomer = async (db: Executor, uid: string, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(issuedCoupons)
        .where(and(eq(issuedCoupons.uid, uid), inArray(issuedCoupons.id, [...ids])));

/** The customer's coupons this company issued or accepts (domain §7.4), usable or not, newest first. */
export const listCouponsAtCompany = async (db: Executor, uid: string, companyId: string) =>
  db
    .select()
    .from(issuedCoupons)
    .where(
      and(
        eq(issuedCoupons.uid, uid),
        or(
          eq(issuedCoupons.companyId, companyId),
          arrayContains(issuedCoupons.availableCompanyIds, [companyId]),
        ),
      ),
    )
    .orderBy(sql`${issuedCoupons.dateIssued} desc`);

/**
 * Marks a coupon used by an order when it is still active: `usedAmount` grows by the discount; a 분할 사용 coupon
 * with value left stays active. One statement, so two orders cannot both use the last of it.
 */
export const useCoupon = async (
  tx: Tx,
  input: { id: string; uid: string; discount: number; companyId: string; orderId: string; at: Date },
) => {
  const usage = JSON.stringify([
    {
      companyId: input.companyId,
      orderId: input.orderId,
      usedAmount: input.discount,
      dateUsed: input.at.toISOString(),
    },
  ]);
  const rows = await tx
    .update(issuedCoupons)
    .set({
      usedAmount: sql`${issuedCoupons.usedAmount} + ${input.discount}`,
      status: sql`case when ${issuedCoupons.isPossibleSave} and ${issuedCoupons.type} = 'fixedAmountDiscount'
        and ${issuedCoupons.usedAmount} + ${input.discount} < ${issuedCoupons.discountAmount} then 'active' else 'used' end`,
      couponUsage: sql`${issuedCoupons.couponUsage} || ${usage}::jsonb`,
      dateModified: input.at,
    })
    .where(
      and(
        eq(issuedCoupons.id, input.id),
        eq(issuedCoupons.uid, input.uid),
        eq(issuedCoupons.status, 'active'),
      ),
    )
    .returning({ id: issuedCoupons.id });
  return rows.length > 0;
};

/** Gives an order's discount back to a coupon (the order was cancelled): active again with the amount restored. */
export const restoreCoupon = async (
  tx: Tx,
  input: { id: string; uid: string; discount: number; orderId: string; at: Date },
) => {
  await tx
    .update(issuedCoupons)
    .set({
      usedAmount: sql`greatest(0, ${issuedCoupons.usedAmount} - ${input.discount})`,
      status: sql`case when ${issuedCoupons.status} = 'used' then 'active' else ${issuedCoupons.status} end`,
      couponUsage: sql`(select coalesce(jsonb_agg(u), '[]'::jsonb) from jsonb_array_elements(${issuedCoupons.couponUsage}) u
        where u->>'orderId' <> ${input.orderId})`,
      dateModified: input.at,
    })
    .where(and(eq(issuedCoupons.id, input.id), eq(issuedCoupons.uid, input.uid)));
};

export const insertIssuedCoupons = async (tx: Tx, rows: NewIssuedCouponRow[]) => {
  if (rows.length > 0) await tx.insert(issuedCoupons).values(rows);
};

/** Coupons an order's stamps issued that are still unused: cancelling the order takes them back. */
export const cancelCouponsIssuedBy = async (tx: Tx, companyId: string, orderId: string, at: Date) =>
  tx
    .update(issuedCoupons)
    .set({ status: 'cancelled', dateModified: at })
    .where(
      and(
        eq(issuedCoupons.companyId, companyId),
        eq(issuedCoupons.orderId, orderId),
        eq(issuedCoupons.status, 'active'),
      ),
    )
    .returning({ id: issuedCoupons.id });

/** How many coupons of each definition were issued so far (first-come-first-served caps, domain §7.2). */
export const countIssuedByDefinition = async (
  db: Executor,
  companyId: string,
  definitionIds: readonly string[],
) => {
  if (definitionIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: issuedCoupons.couponDefinitionId, count: sql<number>`count(*)::int` })
    .from(issuedCoupons)
    .where(
      and(
        eq(issuedCoupons.companyId, companyId),
        inArray(issuedCoupons.couponDefinitionId, [...definitionIds]),
      ),
    )
    .groupBy(issuedCoupons.couponDefinitionId);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
};

export const insertRewardLogs = async (tx: Tx, rows: NewRewardLogRow[]) => {
  if (rows.length > 0) await tx.insert(rewardLogs).values(rows);
};

export const countIssuedForOrder = async (db: Executor, companyId: string, orderId: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(issuedCoupons)
    .where(and(eq(issuedCoupons.companyId, companyId), eq(issuedCoupons.orderId, orderId)));
  return Number(row?.count ?? 0);
};
