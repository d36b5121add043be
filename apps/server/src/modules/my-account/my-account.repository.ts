import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { administrators, authUsers, devices, refreshTokens } from '../../db/schema';

export const findAuthUserByPhoneHash = async (db: Executor, phoneHash: string) => {
  const [row] = await db
    .select({ uid: authUsers.uid })
    .from(authUsers)
    .where(eq(authUsers.phoneHash, phoneHash))
    .limit(1);
  return row;
};

export const lockAdministratorOf = async (tx: Tx, uid: string) => {
  const [row] = await tx
    .select({
      status: administrators.status,
      phoneSuffix: administrators.phoneSuffix,
      contactInfo: administrators.contactInfo,
    })
    .from(administrators)
    .where(eq(administrators.id, uid))
    .for('update');
  return row;
};

/** The phone of the auth user and of the administrator record, changed together (search fields included). */
export const updatePhone = async (
  tx: Tx,
  uid: string,
  values: { securedPhone: string; phoneHash: string; phoneSuffix: string; at: Date },
) => {
  await tx
    .update(authUsers)
    .set({ securedPhone: values.securedPhone, phoneHash: values.phoneHash })
    .where(eq(authUsers.uid, uid));
  await tx
    .update(administrators)
    .set({
      contactInfo: sql`jsonb_set(${administrators.contactInfo}, '{securedPhoneMain}', to_jsonb(${values.securedPhone}::text))`,
      phoneSuffix: values.phoneSuffix,
      searchField: [values.phoneSuffix],
      revision: sql`${administrators.revision} + 1`,
      dateModified: values.at,
    })
    .where(eq(administrators.id, uid));
};

/**
 * Removes the personal data of a deleted account and keeps the uid, which orders and audit rows refer to.
 * The phone hash becomes a per-uid placeholder, so the number is free to sign up again as a new account.
 */
export const anonymiseAccount = async (tx: Tx, uid: string, at: Date) => {
  await tx
    .update(authUsers)
    .set({ securedPhone: '', phoneHash: `deleted:${uid}` })
    .where(eq(authUsers.uid, uid));
  await tx
    .update(administrators)
    .set({
      status: 'deleted',
      securedUserName: '',
      contactInfo: {
        securedPhoneMain: '',
        securedPhoneSub1: '',
        securedPhoneSub2: '',
        securedLandlineMain: '',
        securedEmail: '',
      },
      phoneSuffix: '',
      searchField: [],
      companyId: '',
      companyIds: [],
      revision: sql`${administrators.revision} + 1`,
      dateModified: at,
    })
    .where(eq(administrators.id, uid));
};

/** Ends every refresh token family of the uid, of either audience; returns how many tokens were live. */
export const revokeAllRefreshTokens = async (tx: Tx, uid: string, at: Date) => {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.uid, uid), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return rows.length;
};

/** Devices the account registered: their sessions end within the device gate's check interval. */
export const revokeDevicesCreatedBy = async (tx: Tx, uid: string, at: Date) => {
  const rows = await tx
    .update(devices)
    .set({ dateRevoked: at })
    .where(and(eq(devices.createdByUid, uid), isNull(devices.dateRevoked)))
    .returning({ id: devices.id });
  return rows.length;
};
