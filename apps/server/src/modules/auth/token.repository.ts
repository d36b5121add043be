import { and, desc, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customTokens, refreshTokens } from '../../db/schema';

type Executor = Db | Tx;

/** Who a token signs in: an administrator (`/api/auth`), a customer (`/api/userAuth`) or a registered device (issue 15). */
export type TokenAudience = 'admin' | 'customer' | 'device';

export const insertCustomToken = async (
  db: Executor,
  values: { tokenHash: string; uid: string; audience: TokenAudience; expiresAt: Date },
) => {
  await db.insert(customTokens).values(values);
};

export const pruneExpiredCustomTokens = async (db: Executor, before: Date) => {
  await db.delete(customTokens).where(lt(customTokens.expiresAt, before));
};

/** Marks the token used in the same statement that checks it, so it works once even across processes. */
export const claimCustomToken = async (
  db: Executor,
  tokenHash: string,
  audience: TokenAudience,
  at: Date,
) => {
  const [row] = await db
    .update(customTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(customTokens.tokenHash, tokenHash),
        eq(customTokens.audience, audience),
        isNull(customTokens.usedAt),
        gt(customTokens.expiresAt, at),
      ),
    )
    .returning({ uid: customTokens.uid });
  return row?.uid;
};

export const insertRefreshToken = async (
  db: Executor,
  values: {
    tokenHash: string;
    uid: string;
    audience: TokenAudience;
    familyId: string;
    expiresAt: Date;
    dateCreated: Date;
    signedInAt: Date;
    userAgent: string;
  },
) => {
  await db.insert(refreshTokens).values(values);
};

export const findRefreshTokenForUpdate = async (tx: Tx, tokenHash: string) => {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
};

export const findRefreshToken = async (db: Executor, tokenHash: string) => {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
};

export const markRefreshTokenRotated = async (tx: Tx, tokenHash: string, at: Date) => {
  await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.tokenHash, tokenHash));
};

/**
 * The one way a sign-in ends: every live (unrevoked) token matching `where` gets `revokedAt`; returns who and which
 * families were ended, for the callers that report or notify.
 */
const revokeLive = async (db: Executor, at: Date, ...where: SQL[]) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(isNull(refreshTokens.revokedAt), ...where))
    .returning({ uid: refreshTokens.uid, familyId: refreshTokens.familyId });

export const revokeRefreshTokenFamily = async (db: Executor, familyId: string, at: Date) => {
  await revokeLive(db, at, eq(refreshTokens.familyId, familyId));
};

/**
 * Revokes every live family whose id starts with `prefix` (the sign-ins one origin made, e.g. a login link) and
 * returns the accounts they belonged to. Rare (an owner's action), so a scan rather than an index.
 */
export const revokeRefreshTokenFamiliesStartingWith = async (db: Executor, prefix: string, at: Date) => {
  const rows = await revokeLive(db, at, sql`starts_with(${refreshTokens.familyId}, ${prefix})`);
  return [...new Set(rows.map((row) => row.uid))];
};

/**
 * Expired and revoked tokens answer 401 exactly like unknown ones, so they can go; a revoked one only once no ID token
 * of its family can be unexpired (`keptSeconds`), since it is the record of that revocation. Rotated ones stay for
 * reuse detection.
 */
export const pruneDeadRefreshTokens = async (db: Executor, uid: string, at: Date, keptSeconds: number) => {
  const revokedBefore = new Date(at.getTime() - keptSeconds * 1000);
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.uid, uid),
        or(lt(refreshTokens.expiresAt, at), lt(refreshTokens.revokedAt, revokedBefore)),
      ),
    );
};

/** The sign-ins (refresh-token families) of an account revoked since `since`: their ID tokens must be refused. */
export const findRevokedSessionIds = async (db: Executor, uid: string, since: Date): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.uid, uid), gt(refreshTokens.revokedAt, since)));
  return rows.map((r) => r.familyId);
};

/** Revokes every administrator refresh token family of `uid` except `keepFamilyId`; returns the families ended. */
export const revokeOtherAdminFamilies = async (db: Executor, uid: string, keepFamilyId: string, at: Date) => {
  const rows = await revokeLive(
    db,
    at,
    eq(refreshTokens.uid, uid),
    eq(refreshTokens.audience, 'admin'),
    ne(refreshTokens.familyId, keepFamilyId),
  );
  return new Set(rows.map((row) => row.familyId)).size;
};

/** Device sessions' refresh tokens carry the device id as their uid (audience `device`). */
export const revokeDeviceRefreshTokens = async (db: Executor, deviceId: string, at: Date) => {
  await revokeLive(db, at, eq(refreshTokens.uid, deviceId), eq(refreshTokens.audience, 'device'));
};

/** Ends every refresh token family of the uid, of either audience; returns how many tokens were live. */
export const revokeAllRefreshTokens = async (tx: Tx, uid: string, at: Date) =>
  (await revokeLive(tx, at, eq(refreshTokens.uid, uid))).length;

/**
 * The administrator's live sign-ins: each family's one unrotated, unrevoked, unexpired token (rotation marks the old
 * token, so a live family has exactly one), newest use first.
 */
export const listLiveAdminFamilies = async (db: Executor, uid: string, at: Date) =>
  db
    .select({
      familyId: refreshTokens.familyId,
      lastUsedAt: refreshTokens.dateCreated,
      signedInAt: refreshTokens.signedInAt,
      userAgent: refreshTokens.userAgent,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.uid, uid),
        eq(refreshTokens.audience, 'admin'),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, at),
      ),
    )
    .orderBy(desc(refreshTokens.dateCreated))
    .limit(100);

/** Revokes one administrator sign-in of `uid`; false when it is not theirs, or already ended. */
export const revokeAdminFamily = async (db: Executor, uid: string, familyId: string, at: Date) => {
  const rows = await revokeLive(
    db,
    at,
    eq(refreshTokens.uid, uid),
    eq(refreshTokens.audience, 'admin'),
    eq(refreshTokens.familyId, familyId),
  );
  return rows.length > 0;
};
