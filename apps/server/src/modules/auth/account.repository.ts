import type { Role } from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { administrators, authUsers } from '../../db/schema';

type Executor = Db | Tx;
export type AdministratorRow = typeof administrators.$inferSelect;
export type NewAdministrator = typeof administrators.$inferInsert;

export const findAuthUserByPhoneHash = async (db: Executor, phoneHash: string) => {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.phoneHash, phoneHash)).limit(1);
  return row;
};

export const findAuthUser = async (db: Executor, uid: string) => {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.uid, uid)).limit(1);
  return row;
};

/** Inserts unless the phone (or uid) already has a user; the caller re-reads, so two racing sign-ins share one. */
export const insertAuthUser = async (
  db: Executor,
  values: { uid: string; securedPhone: string; phoneHash: string; dateCreated: Date },
) => {
  await db.insert(authUsers).values(values).onConflictDoNothing();
};

export const touchLastLogin = async (db: Executor, uid: string, at: Date) => {
  await db.update(authUsers).set({ dateLastLogin: at }).where(eq(authUsers.uid, uid));
};

export const findAdministratorForUpdate = async (tx: Tx, uid: string) => {
  const [row] = await tx.select().from(administrators).where(eq(administrators.id, uid)).for('update');
  return row;
};

export const insertAdministrator = async (tx: Tx, values: NewAdministrator) => {
  await tx.insert(administrators).values(values).onConflictDoNothing();
};

export const addAdministratorRole = async (tx: Tx, uid: string, role: Role, at: Date) => {
  const [row] = await tx
    .update(administrators)
    .set({
      roles: sql`array_append(${administrators.roles}, ${role})`,
      revision: sql`${administrators.revision} + 1`,
      dateModified: at,
    })
    .where(eq(administrators.id, uid))
    .returning();
  return row;
};
