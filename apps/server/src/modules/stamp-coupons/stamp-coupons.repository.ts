import type { CouponDefinitionFields } from '@jumun/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { couponDefinitions } from '../../db/schema';

/** Drizzle queries for coupon definitions; a company has a handful, so lists are read whole. */
export type CouponDefinitionRow = typeof couponDefinitions.$inferSelect;

const byId = (companyId: string, id: string) =>
  and(eq(couponDefinitions.companyId, companyId), eq(couponDefinitions.id, id));

export const listLiveDefinitions = (db: Executor, companyId: string) =>
  db
    .select()
    .from(couponDefinitions)
    .where(and(eq(couponDefinitions.companyId, companyId), eq(couponDefinitions.isDeleted, false)))
    .orderBy(asc(couponDefinitions.dateCreated), asc(couponDefinitions.id));

export const findDefinition = async (
  db: Executor,
  companyId: string,
  id: string,
): Promise<CouponDefinitionRow | undefined> => {
  const [row] = await db.select().from(couponDefinitions).where(byId(companyId, id)).limit(1);
  return row;
};

/** Undefined when the id is taken (the caller draws another one). */
export const insertDefinition = async (
  db: Executor,
  companyId: string,
  id: string,
  definition: CouponDefinitionFields,
): Promise<CouponDefinitionRow | undefined> => {
  const [row] = await db
    .insert(couponDefinitions)
    .values({ companyId, id, definition })
    .onConflictDoNothing()
    .returning();
  return row;
};

export const lockDefinition = async (
  tx: Tx,
  companyId: string,
  id: string,
): Promise<CouponDefinitionRow | undefined> => {
  const [row] = await tx.select().from(couponDefinitions).where(byId(companyId, id)).for('update');
  return row;
};

export const updateDefinition = async (
  tx: Tx,
  companyId: string,
  id: string,
  definition: CouponDefinitionFields,
) => {
  const [row] = await tx
    .update(couponDefinitions)
    .set({ definition, revision: sql`${couponDefinitions.revision} + 1`, dateModified: new Date() })
    .where(byId(companyId, id))
    .returning();
  return row;
};

export const tombstoneDefinition = async (tx: Tx, companyId: string, id: string) => {
  const now = new Date();
  const [row] = await tx
    .update(couponDefinitions)
    .set({
      isDeleted: true,
      revision: sql`${couponDefinitions.revision} + 1`,
      dateModified: now,
      dateDeleted: now,
    })
    .where(byId(companyId, id))
    .returning();
  return row;
};
