import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginTokens } from '../../db/schema';

type Executor = Db | Tx;
export type LoginTokenRow = typeof loginTokens.$inferSelect;

export const insertLoginToken = async (db: Executor, values: typeof loginTokens.$inferInsert) => {
  const [row] = await db.insert(loginTokens).values(values).returning();
  if (!row) throw new Error('login token insert returned nothing');
  return row;
};

export const listLoginTokens = (db: Executor, companyId: string, limit: number) =>
  db
    .select()
    .from(loginTokens)
    .where(eq(loginTokens.companyId, companyId))
    .orderBy(desc(loginTokens.dateCreated))
    .limit(limit);

export const findLoginTokenByHash = async (db: Executor, tokenHash: string) => {
  const [row] = await db.select().from(loginTokens).where(eq(loginTokens.tokenHash, tokenHash)).limit(1);
  return row;
};

export const revokeLoginToken = async (db: Executor, companyId: string, id: string, at: Date) => {
  const [row] = await db
    .update(loginTokens)
    .set({ dateRevoked: at })
    .where(and(eq(loginTokens.companyId, companyId), eq(loginTokens.id, id), isNull(loginTokens.dateRevoked)))
    .returning();
  return row;
};

export const findLoginToken = async (db: Executor, companyId: string, id: string) => {
  const [row] = await db
    .select()
    .from(loginTokens)
    .where(and(eq(loginTokens.companyId, companyId), eq(loginTokens.id, id)))
    .limit(1);
  return row;
};

export const touchLoginToken = async (db: Executor, id: string, at: Date) => {
  await db.update(loginTokens).set({ dateLastUsed: at }).where(eq(loginTokens.id, id));
};

/**
 * The newest unrevoked link `createdBy` made for this phone at this shop that is still valid after `validAfter`.
 * Under `lockPhoneLinks` in the same transaction, so two messages to one customer at once find or make one link.
 */
export const findReusableLoginToken = async (
  tx: Tx,
  where: { companyId: string; phoneHash: string; createdBy: string; validAfter: Date },
) => {
  const [row] = await tx
    .select()
    .from(loginTokens)
    .where(
      and(
        eq(loginTokens.companyId, where.companyId),
        eq(loginTokens.phoneHash, where.phoneHash),
        eq(loginTokens.createdByUid, where.createdBy),
        isNull(loginTokens.dateRevoked),
        gt(loginTokens.dateExpires, where.validAfter),
      ),
    )
    .orderBy(desc(loginTokens.dateExpires))
    .limit(1);
  return row;
};

/** Serialises "find, else make" of one phone's link at one shop across processes, until the transaction ends. */
export const lockPhoneLinks = async (tx: Tx, companyId: string, phoneHash: string) => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`login-link:${companyId}:${phoneHash}`}, 0))`,
  );
};

/** The company of a link by its id, for binding the sign-ins it opened (link-sign-in-scope.ts). */
export const findLoginTokenCompanyId = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ companyId: loginTokens.companyId })
    .from(loginTokens)
    .where(eq(loginTokens.id, id))
    .limit(1);
  return row?.companyId;
};
