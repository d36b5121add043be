import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { authUsers } from '../../db/schema';

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

/** A changed phone (내 정보, decisions/018): the encrypted number and its lookup hash, in the caller's transaction. */
export const setAuthUserPhone = async (
  tx: Tx,
  uid: string,
  phone: { securedPhone: string; phoneHash: string },
) => {
  await tx
    .update(authUsers)
    .set({ securedPhone: phone.securedPhone, phoneHash: phone.phoneHash })
    .where(eq(authUsers.uid, uid));
};

/**
 * A deleted account keeps its uid, which orders and audit rows refer to. The phone hash becomes a per-uid
 * placeholder, so the number is free to sign up again as a new account.
 */
export const anonymiseAuthUser = async (tx: Tx, uid: string) => {
  await tx
    .update(authUsers)
    .set({ securedPhone: '', phoneHash: `deleted:${uid}` })
    .where(eq(authUsers.uid, uid));
};
