import { and, eq, isNull, ne } from 'drizzle-orm';
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
