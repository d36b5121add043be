import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export const findRefreshTokenByHash = async (db: Db, tokenHash: string) => {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
};

/** Revokes every administrator refresh token family of `uid` except `keepFamilyId`; returns the families ended. */
export const revokeOtherAdminFamilies = async (db: Db, uid: string, keepFamilyId: string, at: Date) => {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.uid, uid),
        eq(refreshTokens.audience, 'admin'),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(rows.map((row) => row.familyId)).size;
};

/**
 * The administrator's live sign-ins: each family's one unrotated, unrevoked, unexpired token (rotation marks the old
 * token, so a live family has exactly one), newest use first.
 */
export const listLiveAdminFamilies = async (db: Db, uid: string, at: Date) =>
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
export const revokeAdminFamily = async (db: Db, uid: string, familyId: string, at: Date) => {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.uid, uid),
        eq(refreshTokens.audience, 'admin'),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return rows.length > 0;
};
