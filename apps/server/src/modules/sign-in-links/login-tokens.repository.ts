import { and, desc, eq, isNull } from 'drizzle-orm';
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
